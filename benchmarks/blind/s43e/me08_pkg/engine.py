import numpy as np
import torch
import torch.nn as nn


def train_one_epoch(model, loader, optimizer, scheduler, cfg):
    model.train()
    criterion = nn.BCEWithLogitsLoss()
    losses, grad_norms = [], []
    for x, mask, y in loader:
        optimizer.zero_grad(set_to_none=True)
        logits = model(x, mask)
        loss = criterion(logits, y)
        optimizer.step()
        scheduler.step()
        loss.backward()
        if cfg.max_grad_norm:
            grad_norms.append(float(torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)))
        losses.append(loss.item())
    return float(np.mean(losses)), float(np.mean(grad_norms))


@torch.no_grad()
def valid_one_epoch(model, loader):
    model.eval()
    preds, trues = [], []
    for x, mask, y in loader:
        preds.append(torch.sigmoid(model(x, mask)).numpy())
        trues.append(y.numpy())
    return np.concatenate(preds), np.concatenate(trues)
