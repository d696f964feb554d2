import torch


def towers(n, gen, coarse=False):
    water = 0.02 + 0.2 * torch.rand(n, generator=gen)           # water mass fraction
    grain = (0.3 if coarse else 0.15) + 0.3 * torch.rand(n, generator=gen)   # median grain, mm
    height = 0.1 + 0.4 * torch.rand(n, generator=gen)           # m
    wall = 0.03 + 0.1 * torch.rand(n, generator=gen)            # m
    taps = torch.randint(0, 20, (n,), generator=gen).float()    # compaction taps
    sun = 60 * torch.rand(n, generator=gen)                     # minutes in direct sun
    capillary = water * (0.25 - water).clamp(min=0.0) / grain * 40
    strength = capillary * (1 + 0.04 * taps) * wall / height
    drying = torch.exp(-sun / (30 if coarse else 50))
    minutes = 120 * strength * drying + 0.5
    slump = 35 + 25 * torch.tanh(5 * capillary) - 5 * (height / wall).log()
    x = torch.stack([water / 0.22, grain / 0.6, height / 0.5, wall / 0.13, taps / 20, sun / 60], 1)
    y = torch.stack([torch.log(minutes), slump / 60], 1)
    return x, y + 0.03 * torch.randn(n, 2, generator=gen)
