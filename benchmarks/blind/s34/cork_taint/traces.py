import torch

CLASSES = ("clean", "tca", "teca", "geosmin")
RETENTION = {"tca": 46.0, "teca": 63.0, "geosmin": 80.0}
POINTS = 128


def _peak(t, centre, width, height):
    return height[:, None] * torch.exp(-0.5 * ((t[None, :] - centre[:, None]) / width) ** 2)


def soak_extracts(n, *, seed):
    """ECD chromatogram windows of cork soak extracts; the label is the dominant off-flavour."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(POINTS, dtype=torch.float32)
    label = torch.randint(0, len(CLASSES), (n,), generator=g)
    drift = torch.randn(n, 1, generator=g) * 0.2 + torch.randn(n, 1, generator=g) * 0.002 * t
    sig = drift + 0.05 * torch.randn(n, POINTS, generator=g)
    shift = torch.randn(n, generator=g) * 2.5
    for centre in (20.0, 35.0, 100.0, 112.0):
        sig += _peak(t, centre + shift, 2.5, 0.5 + 0.5 * torch.rand(n, generator=g))
    for k, name in enumerate(CLASSES[1:], start=1):
        height = (label == k).float() * (0.25 + 0.5 * torch.rand(n, generator=g))
        sig += _peak(t, RETENTION[name] + shift, 1.8, height)
    return sig[:, None, :], label


def batches(x, y, batch_size, *, shuffle):
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for idx in order.split(batch_size):
        yield x[idx], y[idx]
