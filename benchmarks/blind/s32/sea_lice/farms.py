"""Synthetic weekly counts of adult female salmon lice per fish, per sea pen, with water
temperature, salinity, neighbouring-farm pressure and treatment weeks."""
import torch

WEEKS = 48
COVARIATES = ("temp_c", "salinity", "neighbour_pressure", "treated")
TRIGGER = 0.5  # lice per fish: the legal treatment trigger


def pen_histories(n_pens, generator=None):
    g = generator
    week = torch.arange(WEEKS, dtype=torch.float32)
    temp = 9.0 + 4.0 * torch.sin((week - 10) / 52 * 6.283) + 0.5 * torch.randn(n_pens, WEEKS,
                                                                              generator=g)
    salinity = 33.0 - 3.0 * torch.rand(n_pens, 1, generator=g) + 0.3 * torch.randn(
        n_pens, WEEKS, generator=g)
    pressure = torch.rand(n_pens, WEEKS, generator=g).cumsum(dim=1) / WEEKS
    treated = torch.zeros(n_pens, WEEKS)
    lice = torch.zeros(n_pens, WEEKS)
    level = 0.05 * torch.ones(n_pens)
    for t in range(WEEKS):
        growth = 0.07 * (temp[:, t] - 6.0) - 0.05 * (33.0 - salinity[:, t])
        level = level * torch.exp(growth) + 0.1 * pressure[:, t]
        if t > 0:
            treated[:, t] = (lice[:, t - 1] > TRIGGER).float()
        level = torch.where(treated[:, t] > 0, 0.15 * level, level)
        lice[:, t] = torch.poisson(level * 20, generator=g) / 20
    covariates = torch.stack([(temp - 9.0) / 4.0, (salinity - 32.0) / 2.0, pressure, treated],
                             dim=-1)
    return covariates, lice
