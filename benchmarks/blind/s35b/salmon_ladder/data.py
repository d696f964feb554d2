import math

import torch

SENSORS = ("discharge_m3s", "water_temp_c", "turbidity_ntu", "day_of_year_sin",
           "day_of_year_cos", "tide_m", "moon_phase", "attraction_flow")


def ladder_days(n_days, seed):
    gen = torch.Generator().manual_seed(seed)
    doy = torch.rand(n_days, generator=gen) * 2 * math.pi
    x = torch.randn(n_days, len(SENSORS), generator=gen)
    x[:, 3], x[:, 4] = doy.sin(), doy.cos()
    run_timing = torch.exp(2.0 * (torch.cos(doy - 4.2) - 1))
    log_count = (3.0 + 2.2 * run_timing + 0.35 * x[:, 0] - 0.3 * (x[:, 1] - 0.5) ** 2
                 - 0.25 * x[:, 2] + 0.2 * x[:, 7])
    counts = torch.poisson(log_count.exp(), generator=gen)
    return x, torch.log1p(counts)


def small_batches(x, y, size, seed):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(y) - size + 1, size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
