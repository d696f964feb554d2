import torch

COLS = ("grain_mm", "water_frac", "height_cm", "wall_angle_deg", "tide_dist_m", "wind_ms",
        "compaction_passes", "shell_reinforced")


def towers(n, g):
    u = lambda: torch.rand(n, generator=g)
    grain, water, height = 0.1 + 0.9 * u(), 0.02 + 0.25 * u(), 20 + 130 * u()
    angle, tide, wind = 55 + 35 * u(), 30 * u(), 12 * u()
    passes = torch.randint(0, 12, (n,), generator=g).float()
    shells = (u() < 0.25).float()
    x = torch.stack([grain, water, height, angle, tide, wind, passes, shells], 1)
    # cohesion peaks at ~12% water (capillary bridges), too wet or too dry slumps
    cohesion = torch.exp(-((water - 0.12) / 0.05) ** 2) * (1.2 - grain) + 0.06 * passes + 0.3 * shells
    stress = 0.012 * height + 0.03 * (angle - 60) + 0.06 * wind + 0.8 * torch.exp(-tide / 4)
    margin = cohesion - 0.5 * stress
    collapse = (margin + 0.15 * torch.randn(n, generator=g) < 0).float()
    log_minutes = (3.0 + 2.5 * margin + 0.2 * torch.randn(n, generator=g)).clamp(0.0, 6.0)
    return (x - x.mean(0)) / x.std(0), collapse, log_minutes


def minibatches(tensors, size, g):
    order = torch.randperm(len(tensors[0]), generator=g)
    for i in range(0, len(order), size):
        idx = order[i:i + size]
        yield tuple(t[idx] for t in tensors)
