"""Synthetic ski-jumping records: take-off and conditions -> distance (m), per hill size."""
import torch

HILLS = {"HS106": 95.0, "HS140": 125.0}
FEATURES = ("inrun_speed_kmh", "gate", "wind_ms", "takeoff_angle", "suit_fit", "body_mass_idx",
            "air_temp_c", "snow_temp_c", "athlete_rank_log")


def jumps(hill, n, seed):
    gen = torch.Generator().manual_seed(seed)
    k = HILLS[hill]
    x = torch.randn(n, len(FEATURES), generator=gen)
    scale = k / 100.0
    distance = (k + scale * (6.0 * x[:, 0] + 2.0 * x[:, 1] + 4.0 * x[:, 2] - 2.5 * x[:, 3] ** 2
                             + 1.5 * x[:, 4] - 1.0 * x[:, 5] - 3.0 * x[:, 8]))
    return x, distance + 1.5 * torch.randn(n, generator=gen)


def batches(x, y, size, seed):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
