import torch

HARMONICS = 16


def reed_settings(n, generator=None):
    bridle = torch.rand(n, generator=generator)      # bridle position along the tongue, 0..1
    tongue = torch.rand(n, generator=generator)      # tongue length, scaled 0..1
    pressure = torch.rand(n, generator=generator)    # blowing pressure, scaled 0..1
    return torch.stack([bridle, tongue, pressure], dim=1)


def bench_recordings(n, *, seed):
    """Harmonic levels (dB re. fundamental) and pitch offset (cents) of drone reeds on a bench."""
    g = torch.Generator().manual_seed(seed)
    cond = reed_settings(n, g)
    bridle, tongue, pressure = cond.unbind(dim=1)
    k = torch.arange(1, HARMONICS + 1, dtype=torch.float32)
    slope = 2.5 + 3.0 * bridle - 1.5 * pressure
    odd = (k % 2 == 1).float()
    levels = -slope[:, None] * torch.log2(k)[None, :] * 3 + 4 * tongue[:, None] * odd[None, :]
    levels = levels + 1.5 * torch.randn(n, HARMONICS, generator=g)
    cents = 25 * (pressure - 0.5) - 30 * (bridle - 0.5) + 4 * torch.randn(n, generator=g)
    return levels / 20, cents[:, None] / 20, cond
