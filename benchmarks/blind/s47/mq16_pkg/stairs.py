import math

import torch


def slinky_descents(n, length, gen):
    """Height of the slinky's leading end over one stair cycle, normalised to the step height.
    A stiffer or heavier slinky has a faster arc; stair rise and tread change the landing point."""
    t = torch.linspace(0, 1, length)
    stiffness = 0.8 + 0.4 * torch.rand(n, 1, generator=gen)
    rise = 0.8 + 0.4 * torch.rand(n, 1, generator=gen)
    tread = 0.9 + 0.2 * torch.rand(n, 1, generator=gen)
    arc = torch.sin(math.pi * (t ** stiffness).clamp(max=1.0)) * 0.6 * tread
    drop = rise * torch.sigmoid(12 * (t - 0.55 * stiffness))
    wobble = 0.05 * torch.exp(-6 * (1 - t)) * torch.sin(30 * t)
    return (arc - drop + wobble) / rise.mean()
