import torch

LAGS = 65
SEGMENT_M = 200.0
WAVE_SPEED = 1200.0  # m/s in a water-filled ductile iron main
FS = 2000.0


def correlograms(n, seed):
    """Cross-correlation of two hydrophones at the ends of a pipe segment."""
    gen = torch.Generator().manual_seed(seed)
    present = (torch.rand(n, generator=gen) < 0.6).float()
    position = torch.rand(n, generator=gen)
    max_delay = SEGMENT_M / WAVE_SPEED * FS
    delay = (2 * position - 1) * max_delay
    lags = torch.arange(LAGS, dtype=torch.float32) - LAGS // 2
    width = 1.5 + 2.0 * torch.rand(n, 1, generator=gen)
    strength = 0.3 + 0.7 * torch.rand(n, 1, generator=gen)
    centre = delay[:, None] / max_delay * (LAGS // 2) * 0.9
    peak = strength * torch.exp(-0.5 * ((lags - centre) / width) ** 2)
    pump_hum = 0.25 * torch.cos(0.4 * lags + 6.28 * torch.rand(n, 1, generator=gen))
    noise = 0.15 * torch.randn(n, LAGS, generator=gen)
    signal = present[:, None] * peak + pump_hum + noise
    return signal[:, None, :], present, position
