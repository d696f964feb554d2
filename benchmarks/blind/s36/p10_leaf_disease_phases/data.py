import torch

CLASSES = ("healthy", "rust", "leaf_spot")


def leaf_images(n, size=20, seed=0):
    """Green leaf patches; rust adds many small orange dots, leaf spot a few dark rings."""
    gen = torch.Generator().manual_seed(seed)
    labels = torch.randint(len(CLASSES), (n,), generator=gen)
    base = torch.tensor([0.25, 0.55, 0.2]).view(1, 3, 1, 1)
    images = base + 0.06 * torch.randn(n, 3, size, size, generator=gen)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    for i in range(n):
        if labels[i] == 1:
            for _ in range(12):
                cy, cx = torch.randint(size, (2,), generator=gen).tolist()
                images[i, :, cy, cx] = torch.tensor([0.8, 0.45, 0.1])
        elif labels[i] == 2:
            for _ in range(2):
                cy, cx = torch.randint(4, size - 4, (2,), generator=gen).tolist()
                d = ((yy - cy) ** 2 + (xx - cx) ** 2).float().sqrt()
                ring = (d > 1.5) & (d < 3.0)
                images[i][:, ring] = torch.tensor([0.15, 0.12, 0.05]).view(3, 1)
    return images, labels


def loaders(images, labels, batch_size, seed):
    gen = torch.Generator().manual_seed(seed)
    order = torch.randperm(len(images), generator=gen)
    return [(images[order[i:i + batch_size]], labels[order[i:i + batch_size]])
            for i in range(0, len(order), batch_size)]
