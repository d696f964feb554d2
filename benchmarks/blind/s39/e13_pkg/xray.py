"""Synthetic dual-energy X-ray patches (2 channels: low/high energy attenuation)."""
import torch

SOURCE_CLASSES = ("clothing", "electronics", "liquids", "metal_tools")
THREAT_CLASSES = ("benign", "blade", "firearm_part")


def _clutter(n, size, g):
    img = 0.2 * torch.rand(n, 2, size, size, generator=g)
    for _ in range(3):
        cy, cx = torch.randint(0, size - 8, (2,), generator=g).tolist()
        img[:, :, cy:cy + 8, cx:cx + 8] += 0.3 * torch.rand(n, 2, 1, 1, generator=g)
    return img


def _draw(img, kind, g):
    size = img.size(-1)
    cy, cx = torch.randint(4, size - 12, (2,), generator=g).tolist()
    if kind in ("blade", "metal_tools"):
        for k in range(10):
            img[:, cy + k // 3, cx + k] += torch.tensor([1.0, 0.8])
    elif kind == "firearm_part":
        img[:, cy:cy + 3, cx:cx + 9] += torch.tensor([1.2, 1.1])[:, None, None]
        img[:, cy + 3:cy + 8, cx:cx + 3] += torch.tensor([1.2, 1.1])[:, None, None]
    elif kind == "electronics":
        img[:, cy:cy + 6, cx:cx + 6] += torch.tensor([0.5, 0.2])[:, None, None]
    elif kind == "liquids":
        img[:, cy:cy + 8, cx:cx + 5] += torch.tensor([0.2, 0.5])[:, None, None]
    return img


def make_split(classes, n, size=24, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(len(classes), (n,), generator=g)
    x = _clutter(n, size, g)
    for i, k in enumerate(y.tolist()):
        if classes[k] not in ("benign", "clothing"):
            x[i] = _draw(x[i], classes[k], g)
    return x, y


def batches(split, batch_size, shuffle=True):
    x, y = split
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for j in order.split(batch_size):
        yield x[j], y[j]
