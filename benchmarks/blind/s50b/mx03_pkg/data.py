import torch


def staircase_runs(n, gen, carpet=0.0):
    coils = 60 + 40 * torch.rand(n, generator=gen)            # number of turns
    k = 0.5 + 2.0 * torch.rand(n, generator=gen)              # spring constant, N/m
    mass = 0.1 + 0.2 * torch.rand(n, generator=gen)           # kg
    rise = 0.14 + 0.08 * torch.rand(n, generator=gen)         # step height, m
    tread = 0.22 + 0.10 * torch.rand(n, generator=gen)        # step depth, m
    grip = carpet * torch.rand(n, generator=gen)              # carpet pile, 0..1
    period = 2 * torch.pi * torch.sqrt(mass / k) * (coils / 80)
    t_step = 0.5 * period * torch.sqrt(rise / 0.18) * (1 + 0.6 * grip) + 0.1 * tread
    stall = torch.sigmoid(8 * (grip - 0.5 + 0.3 * (tread - 0.27) / 0.1))
    x = torch.stack([coils / 100, k / 2.5, mass / 0.3, rise / 0.22, tread / 0.32, grip], 1)
    y = torch.stack([t_step, stall], 1) + 0.02 * torch.randn(n, 2, generator=gen)
    return x, y
