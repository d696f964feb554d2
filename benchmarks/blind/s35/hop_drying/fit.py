import torch
from torch import nn


def fit_epoch(model, optimizer, data, batch_size, generator, target_scale):
    numeric, variety, targets = data
    model.train()
    loss_fn = nn.SmoothL1Loss()
    order = torch.randperm(len(targets), generator=generator)
    total, count = 0.0, 0
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        pred = model(numeric[idx], variety[idx])
        loss = loss_fn(pred, targets[idx] / target_scale)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(idx)
        count += len(idx)
    return total / count


@torch.no_grad()
def evaluate(model, data, target_scale):
    numeric, variety, targets = data
    model.eval()
    err = (model(numeric, variety) * target_scale - targets).abs().mean(0)
    return err[0].item(), err[1].item()
