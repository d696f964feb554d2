import torch

CLASSES = ("hbar", "vbar", "cross", "box")


def _draw(kind, size, g):
    img = torch.zeros(size, size)
    a, b = torch.randint(2, size - 2, (2,), generator=g).tolist()
    if kind in ("hbar", "cross"):
        img[a, 1:-1] = 1.0
    if kind in ("vbar", "cross"):
        img[1:-1, b] = 1.0
    if kind == "box":
        lo, hi = min(a, b) - 2, max(a, b) + 2
        img[lo, lo:hi] = img[hi - 1, lo:hi] = 1.0
        img[lo:hi, lo] = img[lo:hi, hi - 1] = 1.0
    return img


def make_glyphs(n, size=16, noise=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    images = torch.stack([_draw(CLASSES[int(k)], size, g) for k in labels])
    images = images + noise * torch.randn(images.shape, generator=g)
    return images.unsqueeze(1), labels


def batches(x, y, batch_size, shuffle=True):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for s in range(0, len(x), batch_size):
        j = idx[s:s + batch_size]
        yield x[j], y[j]
