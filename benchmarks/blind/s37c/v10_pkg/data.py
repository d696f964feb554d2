import torch
from torch.utils.data import DataLoader, TensorDataset


def colocated_readings(n, mcfg, seed=0):
    """Low-cost sensor readings + temperature/humidity/pressure vs. a reference station."""
    g = torch.Generator().manual_seed(seed)
    raw = torch.rand(n, mcfg.n_raw, generator=g) * 50
    env = torch.randn(n, mcfg.n_env, generator=g)
    ref_pm25 = 0.7 * raw[:, 0] - 3.0 * env[:, 1] + 2.0
    ref_pm10 = 0.9 * raw[:, 1] + 0.2 * raw[:, 0] - 1.5 * env[:, 1]
    target = torch.stack([ref_pm25, ref_pm10], 1) + torch.randn(n, 2, generator=g)
    confidence = torch.rand(n, generator=g) * 0.5 + 0.5
    return TensorDataset(raw, env, target, confidence)


def make_loader(cfg, n=1024, seed=0):
    return DataLoader(colocated_readings(n, cfg.model, seed), batch_size=cfg.batch_size,
                      shuffle=True)
