import torch
from torch import nn

from .batches import FAMILIES, N_MACHINES
from .model import GelatoNet


def build_model(settings, n_in):
    net = GelatoNet(n_in, FAMILIES, N_MACHINES, settings.width)
    if settings.sorbet_head_hidden:
        # no fat and no milk solids: sorbet needs a non-linear head of its own
        net.heads["sorbet"] = nn.Sequential(
            nn.Linear(settings.width, settings.sorbet_head_hidden), nn.SiLU(),
            nn.Linear(settings.sorbet_head_hidden, 2))
    return net


def build_optimizer(net, o):
    head_params = list(net.heads.parameters()) + list(net.machine_offset)
    head_ids = {id(p) for p in head_params}
    body = [p for p in net.parameters() if id(p) not in head_ids]
    return torch.optim.AdamW([
        {"params": body, "lr": o.lr},
        {"params": head_params, "lr": o.lr * o.head_lr_mult},
    ], weight_decay=o.weight_decay)


def build_scheduler(optimizer, o, total_steps):
    def factor(step):
        if step < o.warmup_steps:
            return (step + 1) / o.warmup_steps
        return max(0.05, (total_steps - step) / (total_steps - o.warmup_steps))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)
