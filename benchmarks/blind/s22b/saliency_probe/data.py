import torch


def make_patterns(n, size=12, n_classes=3):
    """Noisy images with a bright bar: horizontal, vertical or diagonal."""
    labels = torch.randint(0, n_classes, (n,))
    images = 0.3 * torch.randn(n, 1, size, size)
    pos = torch.randint(2, size - 2, (n,))
    idx = torch.arange(size)
    for i in range(n):
        c, p = labels[i].item(), pos[i].item()
        if c == 0:
            images[i, 0, p, :] += 1.0
        elif c == 1:
            images[i, 0, :, p] += 1.0
        else:
            images[i, 0, idx, idx] += 1.0
    return images, labels
