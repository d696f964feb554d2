import numpy as np
import torch
import torch.nn.functional as F


def train_one_epoch(model, x, y, optimizer, cfg):
    model.head.train()
    perm = torch.randperm(len(x))
    total = 0.0
    for i in range(0, len(x), cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        logits = model(x[idx])
        loss = F.binary_cross_entropy_with_logits(logits, y[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(idx)
    return total / len(x)


@torch.no_grad()
def inference(model, x):
    model.eval()
    return torch.sigmoid(model(x)).numpy()
