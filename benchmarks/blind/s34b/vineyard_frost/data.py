import torch

FEATURES = ("t18", "t20", "t22", "dew_point", "wind", "cloud", "soil_moisture", "inversion")


def _nights(n, generator):
    t18 = 4.0 + 5.0 * torch.rand(n, generator=generator)
    cooling = 0.6 + 0.8 * torch.rand(n, generator=generator)
    t20 = t18 - cooling + 0.2 * torch.randn(n, generator=generator)
    t22 = t20 - cooling + 0.2 * torch.randn(n, generator=generator)
    dew = t22 - 1.0 - 4.0 * torch.rand(n, generator=generator)
    wind = 3.0 * torch.rand(n, generator=generator)
    cloud = torch.rand(n, generator=generator)
    soil = 0.15 + 0.25 * torch.rand(n, generator=generator)
    inversion = 2.0 * torch.rand(n, generator=generator)
    # radiative cooling is damped by wind, cloud cover and wet soil
    damp = 0.35 * wind + 2.2 * cloud + 4.0 * soil
    t_min = t22 - 3.0 * cooling + 0.3 * damp + 0.25 * (dew - t22) - 0.4 * inversion
    t_min = t_min + 0.25 * torch.randn(n, generator=generator)
    x = torch.stack([t18, t20, t22, dew, wind, cloud, soil, inversion], dim=1)
    return x, t_min.unsqueeze(1)


def source_block(n, seed=1):
    g = torch.Generator().manual_seed(seed)
    return _nights(n, g)


def target_block(n, seed=2):
    """Second vineyard: older loggers with a warm bias and wind reported in km/h."""
    g = torch.Generator().manual_seed(seed)
    x, y = _nights(n, g)
    x = x.clone()
    x[:, :4] += 1.6
    x[:, 4] *= 3.6
    x[:, 7] *= 0.5
    return x, y


def standardise(x, stats):
    mean, std = stats
    return (x - mean) / std


def paired_batches(xs, ys, xt, batch_size, generator):
    n = min(len(xs), len(xt))
    ps = torch.randperm(len(xs), generator=generator)[:n]
    pt = torch.randperm(len(xt), generator=generator)[:n]
    for i in range(0, n - batch_size + 1, batch_size):
        s, t = ps[i:i + batch_size], pt[i:i + batch_size]
        yield xs[s], ys[s], xt[t]
