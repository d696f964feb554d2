"""Exponential moving average of a model's weights."""
import copy

import torch


def make_shadow(model):
    shadow = copy.deepcopy(model)
    shadow.eval()
    return shadow


@torch.no_grad()
def ema_update_(shadow, model, momentum):
    for s, p in zip(shadow.parameters(), model.parameters()):
        s.mul_(1.0 - momentum).add_(p, alpha=momentum)
    for s, b in zip(shadow.buffers(), model.buffers()):
        s.copy_(b)
