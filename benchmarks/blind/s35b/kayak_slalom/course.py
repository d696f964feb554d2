"""Synthetic whitewater slalom runs: course, athlete and water features -> run time."""
import torch

BOATS = ("K1M", "K1W", "C1M", "C1W")
FEATURES = ("gates", "upstream_gates", "water_level_m", "flow_m3s", "course_length_m",
            "world_rank_log", "prior_best_pct", "heat_order", "temperature_c")


def season(n_runs, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n_runs, len(FEATURES), generator=gen)
    boat = torch.randint(len(BOATS), (n_runs,), generator=gen)
    boat_offset = torch.tensor([0.0, 6.0, 5.0, 13.0])[boat]
    base = 92 + 3.5 * x[:, 0] + 2.5 * x[:, 1] + 1.5 * x[:, 4] + 2.0 * x[:, 5]
    water = 1.2 * x[:, 2] * x[:, 3] - 0.8 * x[:, 3]
    touches = torch.poisson(torch.exp(0.2 + 0.3 * x[:, 1] + 0.2 * x[:, 5]), generator=gen)
    time_s = base + water + boat_offset + 2.0 * touches + torch.randn(n_runs, generator=gen)
    return x, boat, time_s


def batches(split, size, seed=None):
    x, boat, time_s = split
    order = torch.arange(len(time_s))
    if seed is not None:
        order = torch.randperm(len(time_s), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield x[idx], boat[idx], time_s[idx]
