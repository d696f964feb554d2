"""Synthetic patch-clamp recordings: a hidden Markov chain of open ion channels,
observed through a noisy current with slow drift (like the Liverpool data)."""
import numpy as np
import torch

from .config import CFG


def _channel_chain(rng, length, n_classes, stickiness):
    states = np.zeros(length, dtype=np.int64)
    s = rng.integers(n_classes)
    for t in range(length):
        if rng.random() > stickiness:
            s = int(np.clip(s + rng.choice([-1, 1]), 0, n_classes - 1))
        states[t] = s
    return states


def make_recordings(seed=CFG.seed):
    rng = np.random.default_rng(seed)
    signals, channels = [], []
    for b in range(CFG.n_series):
        stick = rng.uniform(0.93, 0.99)
        ch = _channel_chain(rng, CFG.series_len, CFG.n_classes, stick)
        t = np.linspace(0, 1, CFG.series_len)
        drift = rng.uniform(-0.6, 0.6) * np.sin(np.pi * t) if b % 2 else 0.0
        current = 1.23 * ch - 2.7 + drift + rng.normal(0, 0.35, CFG.series_len)
        signals.append(current.astype(np.float32))
        channels.append(ch)
    return np.stack(signals), np.stack(channels)


class IonDataset(torch.utils.data.Dataset):
    def __init__(self, signals, channels):
        mu, sd = signals.mean(), signals.std()
        self.x = torch.from_numpy((signals - mu) / sd).unsqueeze(-1)
        self.y = torch.from_numpy(channels)

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
