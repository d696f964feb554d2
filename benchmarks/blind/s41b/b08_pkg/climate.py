import torch

FEATURES = ("co2_ppm", "par_mol_m2_d", "t_day_c", "t_night_c", "vpd_kpa")
LOW = torch.tensor([350.0, 5.0, 16.0, 12.0, 0.3])
HIGH = torch.tensor([1200.0, 30.0, 30.0, 22.0, 1.6])
MONOTONE = (0, 1)           # yield must not decrease with CO2 or light


def weekly_yield(raw):
    co2, par, td, tn, vpd = raw.unbind(1)
    light_use = 1.0 - torch.exp(-par / 14.0)
    co2_gain = 1.0 + 0.35 * (1.0 - torch.exp(-(co2 - 350.0) / 400.0))
    t_mean = (14 * td + 10 * tn) / 24
    temp_fac = torch.exp(-((t_mean - 21.0) / 4.5) ** 2) * (1 - 0.02 * (td - tn - 6.0).abs())
    vpd_fac = 1.0 - 0.3 * (vpd - 0.8).abs()
    return 1.6 * light_use * co2_gain * temp_fac * vpd_fac        # kg / m2 / week


def sample_weeks(n, gen):
    raw = LOW + (HIGH - LOW) * torch.rand(n, len(FEATURES), generator=gen)
    y = weekly_yield(raw) + 0.08 * torch.randn(n, generator=gen)
    return raw, y.unsqueeze(1)


def standardise(raw):
    return (raw - LOW) / (HIGH - LOW) * 2 - 1
