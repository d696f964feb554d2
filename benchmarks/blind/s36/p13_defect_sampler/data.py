import torch

PATTERNS = ("none", "center", "edge_ring", "scratch", "local", "random")
PRIORS = torch.tensor([0.70, 0.08, 0.08, 0.04, 0.06, 0.04])


def wafer_features(n, seed):
    """Radial and angular failure-density features of a wafer map (16 numbers)."""
    gen = torch.Generator().manual_seed(seed)
    labels = torch.multinomial(PRIORS, n, replacement=True, generator=gen)
    radial = 0.05 + 0.03 * torch.randn(n, 8, generator=gen).abs()
    angular = 0.05 + 0.03 * torch.randn(n, 8, generator=gen).abs()
    r = torch.arange(8).float()
    radial[labels == 1] += 0.5 * torch.exp(-r / 1.5)
    radial[labels == 2] += 0.5 * torch.exp(-(7 - r) / 1.0)
    hit = torch.randint(8, (n,), generator=gen)
    angular[labels == 3, hit[labels == 3]] += 0.5
    angular[labels == 4, hit[labels == 4]] += 0.25
    radial[labels == 4] += 0.1 * torch.rand(int((labels == 4).sum()), 8, generator=gen)
    radial[labels == 5] += 0.15
    angular[labels == 5] += 0.15
    noise = 0.02 * torch.randn(n, 16, generator=gen)
    return torch.cat([radial, angular], dim=1) + noise, labels
