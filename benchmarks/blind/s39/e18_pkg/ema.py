"""Exponential moving average of a module's weights."""
import copy

import torch


def make_ema(module):
    shadow = copy.deepcopy(module)
    shadow.eval()
    return shadow


def ema_update(shadow, module, decay):
    with torch.no_grad():
        for s, p in zip(shadow.parameters(), module.parameters()):
            s.lerp_(p, 1.0 - decay)
        for s, b in zip(shadow.buffers(), module.buffers()):
            s.copy_(b)
