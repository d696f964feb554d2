import torch


def shapes_dataset(n, size, num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    imgs = torch.zeros(n, 1, size, size)
    masks = torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        for c in range(1, num_classes):
            r, s = torch.randint(0, size - 5, (2,), generator=g).tolist()
            masks[i, r:r + 5, s:s + 5] = c
            imgs[i, 0, r:r + 5, s:s + 5] = float(c)
    imgs += 0.3 * torch.randn(imgs.shape, generator=g)
    return list(zip(imgs.split(4), masks.split(4)))
