import torch

DEFECTS = ("clean", "scratch", "spot")


def surface_patches(n, size=16):
    """Brushed-metal texture, sometimes with a thin scratch or a dark spot."""
    rows = torch.arange(size).float()
    texture = 0.5 + 0.1 * torch.sin(rows.unsqueeze(0) * 0.9 + 3 * torch.rand(n, 1))
    images = texture.unsqueeze(1).expand(n, size, size).clone()
    images += 0.12 * torch.randn(n, size, size)
    labels = torch.randint(len(DEFECTS), (n,))
    yy, xx = torch.meshgrid(rows, rows, indexing="ij")
    for k in range(n):
        if labels[k] == 1:
            angle = torch.rand(()) * 3.14
            offset = (torch.rand(()) - 0.5) * 8
            line = ((xx - 7.5) * torch.sin(angle) - (yy - 7.5) * torch.cos(angle) - offset).abs()
            images[k] += 0.2 * (line < 0.7).float()
        elif labels[k] == 2:
            cy, cx = torch.randint(3, size - 3, (2,))
            blob = torch.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 3.0)
            images[k] -= 0.25 * blob
    return images.unsqueeze(1), labels


def loader(images, labels, batch_size, shuffle):
    order = torch.randperm(labels.numel()) if shuffle else torch.arange(labels.numel())
    for start in range(0, labels.numel(), batch_size):
        idx = order[start:start + batch_size]
        yield images[idx], labels[idx]
