import torch

CLASSES = ("hbar", "vbar", "cross", "square")


def draw(kind, size, generator):
    img = torch.zeros(size, size)
    c = torch.randint(3, size - 3, (2,), generator=generator).tolist()
    half = int(torch.randint(2, 4, (1,), generator=generator))
    r0, r1 = max(c[0] - half, 0), min(c[0] + half + 1, size)
    k0, k1 = max(c[1] - half, 0), min(c[1] + half + 1, size)
    if kind in ("hbar", "cross"):
        img[c[0], k0:k1] = 1.0
    if kind in ("vbar", "cross"):
        img[r0:r1, c[1]] = 1.0
    if kind == "square":
        img[r0:r1, k0] = img[r0:r1, k1 - 1] = 1.0
        img[r0, k0:k1] = img[r1 - 1, k0:k1] = 1.0
    return img


def make_dataset(n, size=12, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    images = torch.stack([draw(CLASSES[int(y)], size, g) for y in labels])
    images = (images + 0.15 * torch.randn(images.shape, generator=g)).clamp(0, 1)
    return images.unsqueeze(1), labels


def iterate(images, labels, batch_size, generator):
    perm = torch.randperm(len(images), generator=generator)
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        yield images[idx], labels[idx]
