import torch

FINE = ("ring", "uniform", "multi_ring")
COARSE_OF_FINE = torch.tensor([0, 1, 0])


def stain_images(n, size, gen):
    """16x16 top-down photos of dried coffee drops on a saucer.

    ring: capillary flow carries grounds to the pinned edge (coffee-ring
    effect); uniform: surfactant-driven Marangoni flow spreads the deposit;
    multi_ring: stick-slip depinning leaves two concentric rings.
    """
    label = torch.randint(0, len(FINE), (n,), generator=gen)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    cx = size / 2 + torch.randn(n, 1, 1, generator=gen)
    cy = size / 2 + torch.randn(n, 1, 1, generator=gen)
    radius = 4.5 + torch.rand(n, 1, 1, generator=gen) * 2
    r = torch.sqrt((xx - cx) ** 2 + (yy - cy) ** 2)
    outer = torch.exp(-((r - radius) ** 2) / 0.8)
    inner = torch.exp(-((r - 0.55 * radius) ** 2) / 0.6)
    disk = torch.sigmoid(3 * (radius - r)) * 0.5
    kind = label.view(n, 1, 1)
    img = torch.where(kind == 0, outer + 0.1 * disk, torch.where(kind == 1, disk, outer + 0.8 * inner))
    img = img + 0.08 * torch.randn(img.shape, generator=gen)
    return img.unsqueeze(1), label
