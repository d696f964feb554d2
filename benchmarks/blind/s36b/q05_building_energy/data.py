import torch

FEATURES = ("floor_area", "occupancy", "outdoor_temp", "hour_sin", "hour_cos", "insulation")


def make_buildings(n, seed):
    """Hourly kWh of office buildings from a few drivers (log target)."""
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=g)
    heating = torch.relu(-x[:, 2]) * (1.2 - 0.5 * x[:, 5])
    cooling = 0.6 * torch.relu(x[:, 2])
    base = 1.5 + 0.8 * x[:, 0] + 0.5 * x[:, 1] * x[:, 3].clamp(min=0)
    y = base + heating + cooling + 0.1 * torch.randn(n, generator=g)
    return x, y.unsqueeze(1)


def standardize(train, *others):
    mean, std = train.mean(0), train.std(0)
    return [(t - mean) / std for t in (train, *others)]


def iterate(x, y, batch_size, shuffle=True):
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for start in range(0, len(x), batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], y[idx]
