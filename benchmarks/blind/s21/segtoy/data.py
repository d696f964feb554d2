import torch


def blobs(n, size=24, max_blobs=3):
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    masks = torch.zeros(n, size, size, dtype=torch.long)
    for i in range(n):
        for _ in range(int(torch.randint(1, max_blobs + 1, ()))):
            cy, cx = torch.randint(4, size - 4, (2,)).float()
            r = float(torch.randint(2, 6, ()))
            masks[i] |= (((yy - cy) ** 2 + (xx - cx) ** 2) <= r * r).long()
    images = masks.float().unsqueeze(1) * 0.8 + 0.35 * torch.randn(n, 1, size, size)
    return images, masks


def iterate(images, masks, bs, shuffle):
    idx = torch.randperm(len(images)) if shuffle else torch.arange(len(images))
    for s in range(0, len(idx), bs):
        j = idx[s:s + bs]
        yield images[j], masks[j]
