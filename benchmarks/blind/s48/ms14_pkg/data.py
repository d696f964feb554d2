import torch

CLASSES = ["under-extracted", "ideal", "over-extracted", "stale beans"]


def crema_histograms(n, rng, n_bins=16):
    """Normalised histogram of bubble radii (log-spaced bins, 20 um .. 2 mm)."""
    label = torch.randint(0, 4, (n,), generator=rng)
    mode = torch.tensor([9.0, 5.0, 3.5, 11.0])[label] + 0.8 * torch.randn(n, generator=rng)
    spread = torch.tensor([2.5, 1.5, 1.2, 3.5])[label] * (1 + 0.1 * torch.randn(n, generator=rng))
    bins = torch.arange(n_bins, dtype=torch.float32)
    hist = torch.exp(-0.5 * ((bins[None] - mode[:, None]) / spread[:, None].abs()) ** 2)
    hist = hist + 0.05 * torch.rand(n, n_bins, generator=rng)
    return hist / hist.sum(dim=1, keepdim=True) * n_bins - 1.0, label


def batch_iter(x, y, batch, *, rng=None):
    order = torch.randperm(x.shape[0], generator=rng) if rng is not None else torch.arange(x.shape[0])
    for idx in order.split(batch):
        yield x[idx], y[idx]
