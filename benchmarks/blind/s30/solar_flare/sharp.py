import torch

KEYWORDS = ("TOTUSJH", "TOTPOT", "USFLUX", "MEANGAM", "MEANJZH", "SAVNCPP", "R_VALUE", "AREA_ACR", "ABSNJZH", "MEANSHR")
HOURS = 24
CLASSES = ("quiet", "C", "M+")
LOADING = 0.2 + 0.8 * torch.rand(1, 1, len(KEYWORDS), generator=torch.Generator().manual_seed(1984))


def active_regions(n, seed):
    """Hourly SHARP keyword series of active regions and the largest flare in the next 24 h."""
    gen = torch.Generator().manual_seed(seed)
    k = len(KEYWORDS)
    complexity = torch.rand(n, 1, 1, generator=gen)
    emergence = torch.randn(n, 1, 1, generator=gen).clamp(-2, 2) * 0.5
    t = torch.linspace(0.0, 1.0, HOURS).view(1, HOURS, 1)
    series = complexity * LOADING + emergence * t * LOADING + 0.15 * torch.randn(n, HOURS, k, generator=gen)
    free_energy = complexity.flatten() + 0.6 * emergence.flatten() + 0.1 * torch.randn(n, generator=gen)
    label = torch.bucketize(free_energy, torch.tensor([0.55, 0.95]))
    return series, label
