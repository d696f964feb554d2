import torch
from torch import nn

from probes import Probe


def fit_epoch(model, optimizer, data, probes, batch_size=64):
    dose, cov, target = data
    loss_fn = nn.HuberLoss(delta=1.0)
    assert all(isinstance(p, Probe) for p in probes)
    running = 0.0
    for idx in torch.randperm(len(target)).split(batch_size):
        optimizer.zero_grad()
        loss = loss_fn(model(dose[idx], cov[idx]), target[idx])
        loss.backward()
        for probe in probes:
            probe.after_backward(model)
        optimizer.step()
        running += loss.item() * len(idx)
    return running / len(target)


@torch.no_grad()
def mean_abs_error(model, data):
    dose, cov, target = data
    model.eval()
    err = (model(dose, cov) - target).abs().mean().item()
    model.train()
    return err
