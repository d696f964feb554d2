import math

import torch

PUBLIC_GESTURES = ("swipe_left", "swipe_right", "circle", "tap", "shake", "rest")
APP_GESTURES = ("flick", "double_tap", "twist")


def _templates(n_classes, length, seed):
    gen = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    freqs = 1 + 3 * torch.rand(n_classes, 3, generator=gen)
    phases = 2 * math.pi * torch.rand(n_classes, 3, generator=gen)
    amps = 0.5 + torch.rand(n_classes, 3, generator=gen)
    return amps[..., None] * torch.sin(2 * math.pi * freqs[..., None] * t + phases[..., None])


def recordings(n, n_classes, seed, template_seed, length=48):
    """Three-axis accelerometer windows: class template, random gain, time shift, noise."""
    gen = torch.Generator().manual_seed(seed)
    templates = _templates(n_classes, length, template_seed)
    labels = torch.randint(n_classes, (n,), generator=gen)
    gain = 0.8 + 0.4 * torch.rand(n, 1, 1, generator=gen)
    shifts = torch.randint(-4, 5, (n,), generator=gen)
    x = torch.stack([torch.roll(templates[c], int(s), dims=-1) for c, s in zip(labels, shifts)])
    return gain * x + 0.9 * torch.randn(n, 3, length, generator=gen), labels


def batches(x, y, batch_size, seed):
    order = torch.randperm(len(x), generator=torch.Generator().manual_seed(seed))
    return [(x[order[i:i + batch_size]], y[order[i:i + batch_size]])
            for i in range(0, len(order), batch_size)]
