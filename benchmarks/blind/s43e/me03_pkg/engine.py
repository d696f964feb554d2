import numpy as np
import torch

from .utils import AverageMeter


def tweedie_loss(log_mu, y, p):
    a = y * torch.exp(log_mu * (1 - p)) / (1 - p)
    b = torch.exp(log_mu * (2 - p)) / (2 - p)
    return (-a + b).mean()


def train_one_epoch(model, loader, optimizer, scheduler, cfg):
    model.train()
    losses = AverageMeter()
    for num, ids, y in loader:
        log_mu = model(num, ids)
        loss = tweedie_loss(log_mu, y, cfg.tweedie_p)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        losses.update(loss, y.size(0))
    return losses.avg


@torch.no_grad()
def valid_one_epoch(model, loader, cfg):
    model.eval()
    losses = AverageMeter()
    preds = []
    for num, ids, y in loader:
        log_mu = model(num, ids)
        losses.update(tweedie_loss(log_mu, y, cfg.tweedie_p).item(), y.size(0))
        preds.append(torch.exp(log_mu).numpy())
    return losses.avg, np.concatenate(preds)


def rmse(pred, true):
    return float(np.sqrt(np.mean((pred - true) ** 2)))
