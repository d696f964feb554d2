import copy

import torch


def make_ema(model):
    ema = copy.deepcopy(model)
    for p in ema.parameters():
        p.requires_grad_(False)
    return ema


@torch.no_grad()
def ema_update(ema, model, decay):
    for p_ema, p in zip(ema.parameters(), model.parameters()):
        p_ema.mul_(decay).add_(p, alpha=1.0 - decay)
    for b_ema, b in zip(ema.buffers(), model.buffers()):
        b_ema.copy_(b)


@torch.no_grad()
def apply_max_norm(model, max_norm):
    """Max-norm constraint (Srivastava et al. 2014) on every weight matrix row."""
    for name, p in model.named_parameters():
        if name.endswith("weight"):
            p.renorm_(2, 0, max_norm)


def zero_small_(model, threshold=1e-4):
    with torch.no_grad():
        for p in model.parameters():
            p[p.abs() < threshold] = 0.0
