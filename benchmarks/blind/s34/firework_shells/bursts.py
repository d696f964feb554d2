import torch

ALL_EFFECTS = ("peony", "chrysanthemum", "willow", "crossette", "palm")
FRAMES = 10

# radius growth, trail decay, droop, split time, star count (relative), spectral tint
PROFILE = {
    "peony": (1.0, 0.25, 0.1, 0.0, 1.0, 0.0),
    "chrysanthemum": (1.0, 0.55, 0.2, 0.0, 1.0, 0.3),
    "willow": (0.7, 0.9, 0.8, 0.0, 0.8, 0.9),
    "crossette": (0.8, 0.4, 0.2, 0.6, 0.4, 0.2),
    "palm": (0.9, 0.75, 0.5, 0.0, 0.25, 0.6),
}


def burst_records(n, effects, *, seed):
    """Per-frame radius and brightness of a burst plus a 6-band colour spectrum."""
    g = torch.Generator().manual_seed(seed)
    label = torch.randint(0, len(effects), (n,), generator=g)
    prof = torch.tensor([PROFILE[e] for e in effects])[label]
    prof = prof * (1 + 0.15 * torch.randn(prof.shape, generator=g))
    t = torch.linspace(0, 1, FRAMES)[None, :]
    radius = prof[:, :1] * (1 - torch.exp(-4 * t)) - prof[:, 2:3] * t ** 2 * 0.5
    split = (t > prof[:, 3:4]).float() * (prof[:, 3:4] > 0.1).float()
    bright = torch.exp(-t / (0.1 + 0.5 * prof[:, 1:2])) * (1 + 0.6 * split) * prof[:, 4:5]
    colour = torch.rand(n, 6, generator=g)
    colour[:, 0] += 1.5 * prof[:, 5]
    x = torch.cat([radius, bright, colour], dim=1)
    x = x + 0.05 * torch.randn(x.shape, generator=g)
    return x, label
