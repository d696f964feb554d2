"""Station grid and a synthetic magnetometer grid over the target."""
import torch

from . import physics


def station_grid(survey):
    x0, x1 = survey["x_range"]
    y0, y1 = survey["y_range"]
    xs = torch.arange(x0, x1 + 1e-9, survey["spacing"], dtype=torch.float64)
    ys = torch.arange(y0, y1 + 1e-9, survey["spacing"], dtype=torch.float64)
    gx, gy = torch.meshgrid(xs, ys, indexing="ij")
    gz = torch.full_like(gx, -survey["sensor_height"])
    return torch.stack([gx.reshape(-1), gy.reshape(-1), gz.reshape(-1)], dim=1)


def synthetic_anomaly(stations, source, f_hat, noise_nT, seed):
    gen = torch.Generator().manual_seed(seed)
    pos = torch.tensor([source["x"], source["y"], source["depth"]], dtype=torch.float64)
    mom = torch.tensor(source["moment"], dtype=torch.float64)
    clean = physics.total_field_anomaly(stations, pos, mom, f_hat)
    return clean + noise_nT * torch.randn(clean.shape, generator=gen, dtype=torch.float64)
