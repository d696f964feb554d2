import torch

REGIMES = ("coffee-ring", "uniform-disc", "multi-ring", "central-bump")


def stain_profiles(n, n_r, gen):
    """Radial darkness profile of a dried coffee drop photographed on a white saucer.

    Capillary outflow pushes grains to the pinned contact line (ring); surfactant or
    Marangoni flow evens it out (disc); stick-slip depinning leaves several rings; big
    grains settle at the centre first (bump).
    """
    regime = torch.randint(0, len(REGIMES), (n,), generator=gen)
    r = torch.linspace(0, 1.2, n_r)[None]
    R = 0.9 + 0.15 * torch.rand(n, 1, generator=gen)
    inside = torch.sigmoid((R - r) / 0.01)
    ring = torch.exp(-((r - R) / 0.04) ** 2)
    ring2 = torch.exp(-((r - 0.7 * R) / 0.04) ** 2) + torch.exp(-((r - 0.45 * R) / 0.05) ** 2)
    bump = torch.exp(-(r / 0.25) ** 2)
    w = torch.zeros(n, 4)
    w[torch.arange(n), regime] = 1.0
    prof = inside * (0.3 + 0.2 * w[:, 1:2]) + w[:, 0:1] * 1.2 * ring + w[:, 2:3] * (0.6 * ring + 0.5 * ring2)
    prof = prof + w[:, 3:4] * 0.8 * bump + 0.04 * torch.randn(n, n_r, generator=gen)
    return prof, regime


class Loader:
    def __init__(self, x, y, bs, gen):
        self.x, self.y, self.bs, self.gen = x, y, bs, gen

    def __iter__(self):
        perm = torch.randperm(self.x.shape[0], generator=self.gen)
        for i in range(0, len(perm), self.bs):
            yield self.x[perm[i:i + self.bs]], self.y[perm[i:i + self.bs]]

    def __len__(self):
        return (self.x.shape[0] + self.bs - 1) // self.bs
