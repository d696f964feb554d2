import numpy as np
import torch


def synth_drying_days(n_days, steps, seed):
    """Ten-minute weather samples (sun, wind, humidity, temp) and a towel's moisture fraction."""
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, steps)[None, :]
    sun = np.clip(np.sin(np.pi * t) + 0.2 * rng.standard_normal((n_days, steps)), 0, None)
    wind = np.abs(1.0 + 0.5 * rng.standard_normal((n_days, 1)) + 0.3 * rng.standard_normal((n_days, steps)))
    humid = np.clip(0.6 + 0.2 * rng.standard_normal((n_days, 1)) - 0.2 * t, 0.1, 1.0)
    temp = 15 + 8 * np.sin(np.pi * t) + 3 * rng.standard_normal((n_days, 1))
    rate = 0.028 * (0.5 * sun + 0.4 * wind) * (1.2 - humid) * (1 + 0.03 * (temp - 15))
    moisture = np.clip(1.0 - np.cumsum(rate, axis=1), 0.0, 1.0)
    dry = (moisture[:, -1] < 0.1).astype(np.float32)
    x = np.stack([sun, wind, humid, (temp - 15) / 8], axis=-1).astype(np.float32)
    return torch.from_numpy(x), torch.from_numpy(moisture.astype(np.float32)), torch.from_numpy(dry)
