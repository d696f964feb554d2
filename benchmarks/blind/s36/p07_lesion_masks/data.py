import torch

CLASSES = ("background", "lesion", "vessel")


def synthetic_scans(n, size=32, seed=0):
    """Grey-level patches with one round lesion and one vertical vessel each."""
    gen = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    images = 0.2 * torch.randn(n, 1, size, size, generator=gen)
    masks = torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        cx, cy = torch.randint(6, size - 6, (2,), generator=gen).tolist()
        r = torch.randint(3, 6, (1,), generator=gen).item()
        lesion = (xx - cx) ** 2 + (yy - cy) ** 2 <= r * r
        col = torch.randint(2, size - 2, (1,), generator=gen).item()
        wobble = (torch.sin(yy.float() / 4) * 1.5).round().long()
        vessel = (xx - col - wobble).abs() <= 1
        masks[i][vessel] = 2
        masks[i][lesion] = 1
        images[i, 0][vessel] += 0.6
        images[i, 0][lesion] += 1.0
    return images, masks


def batches(images, masks, batch_size, generator):
    order = torch.randperm(len(images), generator=generator)
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield images[idx], masks[idx]
