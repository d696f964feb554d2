import time

import numpy as np
import torch
import torch.nn as nn

from .config import CFG


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.val = self.avg = self.sum = self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count


def progress(iterable, desc=""):
    start = time.time()
    n = len(iterable)
    for i, item in enumerate(iterable):
        yield item
        if (i + 1) % CFG.print_freq == 0 or i + 1 == n:
            print(f"\r{desc} [{i + 1}/{n}] {time.time() - start:.1f}s", end="", flush=True)
    print()


def train_one_epoch(fold, epoch, train_loader, model, criterion, optimizer, scheduler, scaler):
    model.train()
    losses = AverageMeter()
    norms = AverageMeter()
    for step, (inputs, labels, mask) in enumerate(progress(train_loader, f"fold{fold} ep{epoch}")):
        inputs, labels, mask = inputs.to(CFG.device), labels.to(CFG.device), mask.to(CFG.device)
        batch_size = labels.size(0)
        with torch.cuda.amp.autocast(enabled=CFG.apex):
            y_preds = model(inputs)
            loss = criterion(y_preds, labels, mask)
        if CFG.apex:
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            grad_norm = nn.utils.clip_grad_norm_(model.parameters(), CFG.max_grad_norm)
            scaler.step(optimizer)
            scaler.update()
            optimizer.zero_grad()
        else:
            loss.backward()
            grad_norm = nn.utils.clip_grad_norm_(model.parameters(), CFG.max_grad_norm)
            optimizer.step()
        if CFG.batch_scheduler:
            scheduler.step()
        losses.update(loss.item(), batch_size)
        norms.update(float(grad_norm), 1)
    return losses.avg, norms.avg


@torch.no_grad()
def valid_one_epoch(valid_loader, model, criterion):
    model.eval()
    losses = AverageMeter()
    preds = []
    for inputs, labels, mask in valid_loader:
        inputs, labels, mask = inputs.to(CFG.device), labels.to(CFG.device), mask.to(CFG.device)
        y_preds = model(inputs)
        losses.update(criterion(y_preds, labels, mask).item(), labels.size(0))
        preds.append(y_preds.cpu().numpy())
    return losses.avg, np.concatenate(preds)
