import numpy as np
import torch
import torch.nn.functional as F

from .config import CFG
from .metrics import LOSSES, crps_torch
from .plays import batch_iter


class Meter:
    def __init__(self):
        self.total, self.n = 0.0, 0

    def add(self, value, n):
        self.total += value * n
        self.n += n

    def mean(self):
        return self.total / max(self.n, 1)


def train_one_epoch(net, optimizer, X, y, rng):
    net.train()
    criterion = LOSSES[CFG.loss]
    meter = Meter()
    for xb, yb in batch_iter(X, y, CFG.batch_size, shuffle=True, rng=rng):
        xb = torch.from_numpy(xb).to(CFG.device)
        yb = torch.from_numpy(yb).long().to(CFG.device)
        optimizer.zero_grad()
        logits = net(xb)
        loss = criterion(logits, yb)
        loss.backward()
        optimizer.step()
        meter.add(loss.item(), len(xb))
    return meter.mean()


@torch.no_grad()
def valid_one_epoch(net, X, y):
    net.eval()
    logits = net(torch.from_numpy(X).to(CFG.device))
    score = crps_torch(logits, torch.from_numpy(y).long()).item()
    cdf = torch.cumsum(F.softmax(logits, dim=1), dim=1).cpu().numpy()
    return score, np.clip(cdf, 0, 1)
