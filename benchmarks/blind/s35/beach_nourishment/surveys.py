"""Beach nourishment projects: shoreline retreat (m) at the monitoring transects."""
import torch

FEATURES = ("fill_m3_per_m", "d50_mm", "native_d50_mm", "wave_power_kw_m", "storms",
            "slope", "months", "groynes")


def transect_surveys(n, generator):
    g = generator
    fill = 100.0 + 400.0 * torch.rand(n, generator=g)
    d50 = 0.2 + 0.5 * torch.rand(n, generator=g)
    native = 0.2 + 0.4 * torch.rand(n, generator=g)
    power = 5.0 + 30.0 * torch.rand(n, generator=g)
    storms = torch.poisson(3.0 * torch.ones(n), generator=g)
    slope = 0.02 + 0.08 * torch.rand(n, generator=g)
    months = 3.0 + 33.0 * torch.rand(n, generator=g)
    groynes = (torch.rand(n, generator=g) < 0.3).float()

    overfill = (native / d50).clamp(0.5, 2.0)
    rate = 0.9 * power ** 0.8 * overfill * (1.0 - 0.4 * groynes) * (1.0 + 2.0 * slope)
    retreat = rate * torch.sqrt(months) * 0.35 + 2.2 * storms
    retreat = torch.minimum(retreat, 0.18 * fill) + 1.5 * torch.randn(n, generator=g)
    x = torch.stack([fill, d50, native, power, storms, slope, months, groynes], 1)
    return x, retreat[:, None]


def loader(x, y, batch_size, generator):
    order = torch.randperm(len(x), generator=generator)
    return [(x[order[i:i + batch_size]], y[order[i:i + batch_size]])
            for i in range(0, len(x), batch_size)]
