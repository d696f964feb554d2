import torch

N_ZERNIKE = 6
N_PROBES = 40


def fringe_features(n, seed):
    """Mirror figuring: 40 interferometer probe heights -> 6 Zernike coefficients of the surface error."""
    layout = torch.Generator().manual_seed(2024)          # probe positions are fixed on the test stand
    r = torch.rand(N_PROBES, generator=layout).sqrt()
    th = torch.rand(N_PROBES, generator=layout) * 6.2832
    g = torch.Generator().manual_seed(seed)
    basis = torch.stack([
        2 * r ** 2 - 1,                       # defocus
        r ** 2 * torch.cos(2 * th),           # astigmatism 0
        r ** 2 * torch.sin(2 * th),           # astigmatism 45
        (3 * r ** 3 - 2 * r) * torch.cos(th),  # coma x
        (3 * r ** 3 - 2 * r) * torch.sin(th),  # coma y
        6 * r ** 4 - 6 * r ** 2 + 1,           # spherical
    ], 1)
    coef = torch.randn(n, N_ZERNIKE, generator=g) * torch.tensor([1.0, 0.5, 0.5, 0.3, 0.3, 0.2])
    heights = coef @ basis.T + 0.02 * torch.randn(n, N_PROBES, generator=g)
    return heights, coef


def shard_indices(n, epoch, rank, world):
    g = torch.Generator().manual_seed(epoch)
    return torch.randperm(n, generator=g)[rank::world]
