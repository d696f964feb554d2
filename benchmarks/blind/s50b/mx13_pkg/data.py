import torch


def boiled_eggs(n, gen, altitude_m=0.0):
    mass = 45 + 30 * torch.rand(n, generator=gen)                # g
    fridge = (torch.rand(n, generator=gen) > 0.5).float()        # straight from the fridge?
    minutes = 3 + 7 * torch.rand(n, generator=gen)
    shell = 0.28 + 0.12 * torch.rand(n, generator=gen)           # mm
    alt = altitude_m + 300 * torch.rand(n, generator=gen)
    t_water = 100 - alt / 300
    t0 = torch.where(fridge > 0, torch.full_like(mass, 5.0), torch.full_like(mass, 21.0))
    tau = 0.9 * (mass / 57) ** (2 / 3) * (1 + 0.5 * (shell - 0.33)) * 3.2
    yolk = t_water - (t_water - t0) * torch.exp(-minutes / tau)
    white = torch.sigmoid((minutes - 2.5 * (mass / 57) ** (2 / 3)) * 1.5)
    x = torch.stack([mass / 75, fridge, minutes / 10, shell / 0.4, alt / 2500], 1)
    y = torch.stack([yolk / 100, white], 1) + 0.01 * torch.randn(n, 2, generator=gen)
    return x, y
