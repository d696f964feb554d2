import torch

N_SEG = 10


def marble_runs(n, gen, cardboard=False):
    incline = 5 + 25 * torch.rand(n, N_SEG, generator=gen)          # degrees
    radius = 0.05 + 0.3 * torch.rand(n, N_SEG, generator=gen)       # curve radius, m
    length = 0.1 + 0.3 * torch.rand(n, N_SEG, generator=gen)        # m
    mass = (2 + 18 * torch.rand(n, 1, generator=gen)).expand(n, N_SEG)   # g
    drag = 0.08 if cardboard else 0.03
    accel = 9.81 * (torch.sin(torch.deg2rad(incline)) - drag * torch.cos(torch.deg2rad(incline)))
    v = torch.sqrt(torch.cumsum(2 * accel.clamp(min=0.05) * length, dim=1))
    lap = (length / v.clamp(min=0.1)).sum(1)
    lateral = (v ** 2 / radius).amax(1) / 9.81
    jump = (lateral > (9.0 if cardboard else 13.0)).float()
    tokens = torch.stack([incline / 30, radius / 0.35, length / 0.4, mass / 20], -1)
    return tokens, torch.log(lap) + 0.02 * torch.randn(n, generator=gen), jump
