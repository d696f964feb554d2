import numpy as np
import torch
import torch.nn as nn

from .adversarial import FGM


def mcrmse(y_true, y_pred):
    return float(np.mean(np.sqrt(np.mean((y_true - y_pred) ** 2, 0))))


def train_one_epoch(model, loader, optimizer, scheduler, epoch, cfg):
    model.train()
    criterion = nn.SmoothL1Loss(reduction="mean")
    fgm = FGM(model, epsilon=cfg.fgm_eps) if cfg.fgm and epoch >= cfg.fgm_start_epoch else None
    running, n = 0.0, 0
    for ids, labels in loader:
        y_preds = model(ids)
        loss = criterion(y_preds, labels)
        loss.backward()
        if fgm is not None:
            fgm.attack()
            loss_adv = criterion(model(ids), labels)
            loss_adv.backward()
            fgm.restore()
        torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)
        optimizer.step()
        optimizer.zero_grad()
        scheduler.step()
        running += loss.item() * len(ids)
        n += len(ids)
    return running / n


def valid_one_epoch(model, loader):
    model.eval()
    preds, trues = [], []
    with torch.no_grad():
        for ids, labels in loader:
            preds.append(model(ids).numpy())
            trues.append(labels.numpy())
    preds = np.clip(np.concatenate(preds), 1.0, 5.0)
    return mcrmse(np.concatenate(trues), preds), preds
