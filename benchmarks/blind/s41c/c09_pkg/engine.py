import numpy as np
import torch
import torch.nn as nn

from .config import CFG


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum = self.count = self.avg = 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count


def train_fn(model, ids, y, optimizer, scheduler):
    criterion = nn.MSELoss()
    model.train()
    meter = AverageMeter()
    perm = np.random.permutation(len(y))
    for s in range(0, len(y), CFG["batch_size"]):
        b = perm[s:s + CFG["batch_size"]]
        xb = torch.from_numpy(ids[b]).to(CFG["device"])
        yb = torch.from_numpy(y[b]).to(CFG["device"])
        optimizer.zero_grad()
        loss = torch.sqrt(criterion(model(xb), yb))
        loss.backward()
        optimizer.step()
        scheduler.step()
        meter.update(loss.item(), len(b))
    return meter.avg


def valid_fn(model, ids, y):
    model.eval()
    with torch.no_grad():
        preds = model(torch.from_numpy(ids).to(CFG["device"])).cpu().numpy()
    return float(np.sqrt(np.mean((preds - y) ** 2))), preds
