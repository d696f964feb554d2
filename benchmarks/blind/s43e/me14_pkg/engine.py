import numpy as np
import torch


def rmspe(pred_log, true_log):
    pred, true = np.expm1(pred_log), np.expm1(true_log)
    return float(np.sqrt(np.mean(((true - pred) / true) ** 2)))


def train_one_epoch(model, cats, conts, y, optimizer, scheduler, cfg, y_mean):
    model.train()
    perm = torch.randperm(len(y))
    total = 0.0
    for i in range(0, len(y), cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        pred = model(cats[idx], conts[idx]) + y_mean
        loss = torch.mean((pred - y[idx]) ** 2)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        total += loss.item() * len(idx)
    return total / len(y)


@torch.no_grad()
def valid_one_epoch(model, cats, conts, y_mean):
    model.eval()
    return (model(cats, conts) + y_mean).numpy()
