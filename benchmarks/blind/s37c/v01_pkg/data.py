import math

import torch
from torch.utils.data import DataLoader, TensorDataset


def synth_activity(n, cfg, seed):
    """Accelerometer-like windows: each activity is a sinusoid with its own frequency."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, cfg.num_classes, (n,), generator=g)
    t = torch.linspace(0, 2 * math.pi, cfg.window)
    freq = (labels.float() + 1.0).view(n, 1, 1)
    phase = torch.rand(n, cfg.channels, 1, generator=g) * math.pi
    x = torch.sin(freq * t.view(1, 1, -1) + phase)
    x = x + 0.3 * torch.randn(x.shape, generator=g)
    return TensorDataset(x, labels)


def make_loaders(cfg):
    train = synth_activity(512, cfg, cfg.seed)
    val = synth_activity(128, cfg, cfg.seed + 1)
    return {
        "train": DataLoader(train, batch_size=cfg.batch_size, shuffle=True),
        "eval": DataLoader(val, batch_size=cfg.batch_size),
    }
