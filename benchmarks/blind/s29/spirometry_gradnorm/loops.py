import torch

PATTERNS = ("normal", "obstructive", "restrictive", "mixed")
POINTS = 64


def flow_volume_loops(n, generator):
    """Expiratory flow sampled at 64 evenly spaced volumes, and FEV1/FVC."""
    g = generator
    pattern = torch.randint(0, len(PATTERNS), (n,), generator=g)
    obstructive = (pattern == 1) | (pattern == 3)
    restrictive = (pattern == 2) | (pattern == 3)
    fvc = 4.2 + 0.6 * torch.randn(n, generator=g) - 1.4 * restrictive
    pef = 8.5 + 1.2 * torch.randn(n, generator=g) - 2.0 * obstructive - 1.0 * restrictive
    concavity = 1.0 + 1.6 * obstructive * (0.6 + 0.8 * torch.rand(n, generator=g))
    v = torch.linspace(0, 1, POINTS)
    rise = 1 - torch.exp(-v / 0.04)
    flow = pef[:, None] * rise * (1 - v)[None] ** concavity[:, None]
    flow = flow + 0.15 * torch.randn(n, POINTS, generator=g)
    ratio = 0.82 - 0.25 * (concavity - 1) + 0.05 * restrictive + 0.03 * torch.randn(n, generator=g)
    x = torch.cat([flow / 8, fvc[:, None] / 4], dim=1)
    return x, pattern, ratio
