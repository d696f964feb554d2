"""Snow-groomer (piste basher) night shifts: fuel burned in litres from terrain, snow and machine data."""
import torch

COLUMNS = ["piste_km", "mean_slope", "new_snow_cm", "snow_temp", "winch_min", "blade_passes",
           "machine_age", "tiller_on", "wind", "night_len_h"]


def shift_log(n, gen):
    km = 4 + 16 * torch.rand(n, generator=gen)
    slope = 5 + 30 * torch.rand(n, generator=gen)
    new_snow = torch.poisson(torch.full((n,), 8.0), generator=gen)
    snow_temp = -15 + 15 * torch.rand(n, generator=gen)
    winch = (slope > 25).float() * 120 * torch.rand(n, generator=gen)
    passes = torch.randint(1, 4, (n,), generator=gen).float()
    age = 10 * torch.rand(n, generator=gen)
    tiller = (torch.rand(n, generator=gen) < 0.8).float()
    wind = 15 * torch.rand(n, generator=gen)
    night = 6 + 4 * torch.rand(n, generator=gen)
    litres = (km * passes * (1.1 + 0.025 * slope) * (1 + 0.02 * new_snow) + 0.35 * winch
              + 6 * tiller * (1 + 0.03 * (snow_temp + 15)) + 0.8 * age + 2 * torch.randn(n, generator=gen))
    x = torch.stack([km, slope, new_snow, snow_temp, winch, passes, age, tiller, wind, night], 1)
    return x, litres


def loader(x, y, size, gen):
    perm = torch.randperm(len(y), generator=gen)
    for i in range(0, len(y), size):
        yield x[perm[i:i + size]], y[perm[i:i + size]]
