import torch

LEVELS = 16


def _water_columns(n, gen):
    depth = torch.linspace(0.0, 1.0, LEVELS)
    thermocline = 0.25 + 0.45 * torch.rand(n, 1, generator=gen)
    sharpness = 6.0 + 10.0 * torch.rand(n, 1, generator=gen)
    surface = 0.6 + 0.4 * torch.rand(n, 1, generator=gen)
    step = torch.sigmoid(sharpness * (depth - thermocline))
    temperature = surface - 0.7 * step
    salinity = 0.25 + 0.45 * step + 0.05 * torch.randn(n, 1, generator=gen)
    return temperature, salinity


def _thermal_lag(temperature, alpha=0.45):
    lagged = temperature.clone()
    for k in range(1, LEVELS):
        lagged[:, k] = (1 - alpha) * temperature[:, k] + alpha * lagged[:, k - 1]
    return lagged


def legacy_casts(n, seed):
    """Unpumped CTD: sluggish thermistor and salinity spiking at the thermocline."""
    gen = torch.Generator().manual_seed(seed)
    temperature, salinity = _water_columns(n, gen)
    lagged = _thermal_lag(temperature)
    spiky = salinity + 0.9 * (temperature - lagged) + 0.04
    noise = 0.01 * torch.randn(n, 2 * LEVELS, generator=gen)
    return torch.cat([lagged, spiky], dim=1) + noise


def pumped_casts(n, seed):
    gen = torch.Generator().manual_seed(seed)
    temperature, salinity = _water_columns(n, gen)
    noise = 0.01 * torch.randn(n, 2 * LEVELS, generator=gen)
    return torch.cat([temperature, salinity], dim=1) + noise


def collocated_casts(n, seed):
    """Both sensor suites on the same glider dive, for checking the translation."""
    gen = torch.Generator().manual_seed(seed)
    temperature, salinity = _water_columns(n, gen)
    lagged = _thermal_lag(temperature)
    legacy = torch.cat([lagged, salinity + 0.9 * (temperature - lagged) + 0.04], dim=1)
    pumped = torch.cat([temperature, salinity], dim=1)
    return legacy, pumped
