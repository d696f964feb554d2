import torch

POP_KINDS = ("crack", "fizzle", "dud")


def squeezes(n, gen, cold_storage=False):
    diam = 6 + 26 * torch.rand(n, generator=gen)                 # bubble diameter, mm
    film = 40 + 60 * torch.rand(n, generator=gen)                # film thickness, um
    rate = 0.5 + 9.5 * torch.rand(n, generator=gen)              # squeeze rate, mm/s
    temp = (0 if cold_storage else 15) + 15 * torch.rand(n, generator=gen)   # C
    age = 24 * torch.rand(n, generator=gen)                      # months on the roll
    overpressure = (1 - age / 30) * diam / 20 * (1 + 0.01 * (temp - 20))
    burst = overpressure * rate ** 0.5 / (film / 60) * (0.7 if cold_storage else 1.0)
    kind = torch.where(burst > 1.6, 0, torch.where(burst > 0.8, 1, 2))
    peak_db = torch.where(kind == 2, torch.full_like(diam, 30.0), 60 + 12 * burst.clamp(max=3.0))
    x = torch.stack([diam / 32, film / 100, rate / 10, temp / 30, age / 24], 1)
    return x, kind, (peak_db + torch.randn(n, generator=gen)) / 100
