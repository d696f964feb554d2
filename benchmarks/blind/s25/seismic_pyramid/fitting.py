import torch
import torch.nn.functional as F


def decay_groups(model, weight_decay):
    """Weight decay on conv / linear kernels only, not on biases and norm scales."""
    decay, plain = [], []
    for name, param in model.named_parameters():
        (plain if param.ndim == 1 else decay).append(param)
    return [{"params": decay, "weight_decay": weight_decay}, {"params": plain, "weight_decay": 0.0}]


def fit_epoch(model, optimizer, schedule, waves, kinds, batch, generator):
    model.train()
    for rows in torch.randperm(len(kinds), generator=generator).split(batch):
        ce = F.cross_entropy(model(waves[rows]), kinds[rows])
        optimizer.zero_grad()
        ce.backward()
        optimizer.step()
        schedule.step()
    return ce.item()


@torch.no_grad()
def accuracy(model, waves, kinds):
    model.eval()
    return (model(waves).argmax(dim=1) == kinds).float().mean().item()
