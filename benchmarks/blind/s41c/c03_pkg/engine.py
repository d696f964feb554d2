import numpy as np
import torch
import torch.nn as nn

from .config import CFG


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / self.count


def rmse(y_true, y_pred):
    return float(np.sqrt(np.mean((y_true - y_pred) ** 2)))


def train_one_epoch(model, loader, optimizer, scheduler, scaler):
    criterion = nn.BCEWithLogitsLoss()
    model.train()
    meter = AverageMeter()
    for img, meta, target in loader:
        optimizer.zero_grad(set_to_none=True)
        with torch.cuda.amp.autocast(enabled=CFG.amp):
            logits = model(img.to(CFG.device), meta.to(CFG.device))
            loss = criterion(logits, target.float().to(CFG.device))
        scaler.scale(loss).backward()
        scaler.step(optimizer)
        scaler.update()
        scheduler.step()
        meter.update(loss.item(), img.size(0))
    return meter.avg


@torch.no_grad()
def valid_one_epoch(model, loader):
    model.eval()
    preds, targets = [], []
    for img, meta, target in loader:
        logits = model(img.to(CFG.device), meta.to(CFG.device))
        preds.append(torch.sigmoid(logits).cpu().numpy() * 100)
        targets.append(target.numpy() * 100)
    preds, targets = np.concatenate(preds), np.concatenate(targets)
    return rmse(targets, preds), preds
