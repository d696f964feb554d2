import numpy as np
import torch
import torch.nn.functional as F

from .config import CFG


def iterate(n, shuffle=True):
    idx = torch.randperm(n) if shuffle else torch.arange(n)
    for s in range(0, n, CFG["batch_size"]):
        yield idx[s:s + CFG["batch_size"]]


def train_one_epoch(model, optimizer, X, y):
    model.train()
    tot, n = 0.0, 0
    for b in iterate(len(X)):
        optimizer.zero_grad()
        loss = F.binary_cross_entropy_with_logits(model(X[b]), y[b])
        loss.backward()
        optimizer.step()
        tot, n = tot + loss.item() * len(b), n + len(b)
    return tot / n


def inference(models, X):
    preds = []
    for m in models:
        m.eval()
        with torch.no_grad():
            preds.append(torch.sigmoid(m(X)).numpy())
    return np.mean(preds, axis=0)
