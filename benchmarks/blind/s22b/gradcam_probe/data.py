import torch


def blob_images(n, size=12):
    """Class 0: blob in the left half, class 1: blob in the right half."""
    labels = torch.randint(0, 2, (n,))
    rows = torch.randint(2, size - 2, (n,))
    cols = torch.randint(1, size // 2 - 1, (n,)) + labels * (size // 2)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    d2 = (yy[None] - rows[:, None, None]) ** 2 + (xx[None] - cols[:, None, None]) ** 2
    images = torch.exp(-d2.float() / 3.0) + 0.2 * torch.randn(n, size, size)
    return images.unsqueeze(1), labels, cols
