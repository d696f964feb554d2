import numpy as np
import torch

from .metric import neg_multi_log_likelihood


def train_one_epoch(model, data, optimizer, scheduler, cfg):
    hist, fut, avail = data
    model.train()
    perm = torch.randperm(len(hist))
    losses = []
    optimizer.zero_grad()
    for i in range(0, len(hist), cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        pred, conf = model(hist[idx])
        nll = neg_multi_log_likelihood(fut[idx], pred, conf, avail[idx])
        nll.backward()
        optimizer.step()
        scheduler.step()
        losses.append(nll.item())
    return float(np.mean(losses))


@torch.no_grad()
def valid_one_epoch(model, data):
    hist, fut, avail = data
    model.eval()
    pred, conf = model(hist)
    nll = neg_multi_log_likelihood(fut, pred, conf, avail).item()
    best = conf.argmax(1)
    ade = (pred[torch.arange(len(pred)), best] - fut).norm(dim=-1).mean().item()
    return nll, ade
