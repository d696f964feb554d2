import torch

PASSES = torch.tensor([2.0, 4.0, 6.0, 8.0, 10.0])
FEATURES = ("mat_temp_c", "lift_mm", "amplitude_mm", "roller_t", "binder_pct")


def paving_lots(n, *, seed):
    g = torch.Generator().manual_seed(seed)
    temp = 110 + 50 * torch.rand(n, generator=g)
    lift = 40 + 40 * torch.rand(n, generator=g)
    amp = 0.3 + 0.6 * torch.rand(n, generator=g)
    mass = 8 + 4 * torch.rand(n, generator=g)
    binder = 4.5 + 1.5 * torch.rand(n, generator=g)
    d_max = 96.0 + 0.6 * (binder - 5.0) + 0.3 * torch.randn(n, generator=g)
    d_0 = 83.0 + 0.04 * (temp - 135) - 0.02 * (lift - 60)
    rate = 0.08 + 0.003 * (temp - 110) + 0.12 * amp + 0.01 * (mass - 8) - 0.0015 * (lift - 40)
    curve = d_max[:, None] - (d_max - d_0)[:, None] * torch.exp(-rate[:, None] * PASSES)
    gauge = curve + 0.25 * torch.randn(curve.shape, generator=g)
    raw = torch.stack([temp, lift, amp, mass, binder], dim=1)
    return raw, gauge


def standardise(train_raw, *others):
    mu, sd = train_raw.mean(0), train_raw.std(0)
    return [(t - mu) / sd for t in (train_raw, *others)]
