import numpy as np
import torch
import torch.nn.functional as F


@torch.no_grad()
def ece(logits, labels, bins=12):
    conf, pred = F.softmax(logits, 1).max(1)
    hits = (pred == labels).float()
    total = 0.0
    edges = torch.linspace(0, 1, bins + 1)
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            total += m.float().mean().item() * abs(conf[m].mean().item() - hits[m].mean().item())
    return total


def selective_accuracy(probs, labels, coverage):
    conf, pred = probs.max(1)
    conf_np = conf.detach().numpy()
    keep = np.argsort(-conf_np)[: int(coverage * len(conf_np))]
    return (pred[keep] == labels[keep]).float().mean().item()
