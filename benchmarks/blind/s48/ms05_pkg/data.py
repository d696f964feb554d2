import torch


def spoke_samples(n, rng):
    """Pluck frequency (Hz), free length (m) and gauge (mm) -> tension (kgf), with tuning-app noise."""
    length = 0.24 + 0.06 * torch.rand(n, generator=rng)
    gauge = torch.tensor([1.8, 2.0, 2.34])[torch.randint(0, 3, (n,), generator=rng)]
    mu = 7850.0 * 3.14159 * (gauge * 1e-3 / 2) ** 2               # kg/m for steel
    tension_n = 700.0 + 600.0 * torch.rand(n, generator=rng)
    freq = torch.sqrt(tension_n / mu) / (2 * length) * (1 + 0.01 * torch.randn(n, generator=rng))
    feats = torch.stack([(freq - 400.0) / 150.0, (length - 0.27) / 0.03, (gauge - 2.0) / 0.25], dim=1)
    target = (tension_n / 9.81 - 100.0) / 20.0                     # normalised kgf
    return feats, target


def batches(feats, target, batch_size, rng):
    order = torch.randperm(feats.shape[0], generator=rng)
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        yield feats[idx], target[idx]
