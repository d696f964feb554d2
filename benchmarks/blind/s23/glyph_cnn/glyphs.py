import torch

SIZE = 10


def _glyph(kind, r, c):
    img = torch.zeros(SIZE, SIZE)
    if kind == 0:
        img[r, 1:-1] = 1.0
    elif kind == 1:
        img[1:-1, c] = 1.0
    elif kind == 2:
        idx = torch.arange(SIZE)
        img[idx, (idx + c) % SIZE] = 1.0
    else:
        img[r, 1:-1] = 1.0
        img[1:-1, c] = 1.0
    return img


def make_glyphs(n, noise=0.3):
    labels = torch.randint(0, 4, (n,))
    rows = torch.randint(2, SIZE - 2, (n,))
    cols = torch.randint(2, SIZE - 2, (n,))
    images = torch.stack([_glyph(k, r, c) for k, r, c in zip(labels.tolist(), rows.tolist(), cols.tolist())])
    images = images + noise * torch.randn_like(images)
    return images.unsqueeze(1), labels


def batches(images, labels, batch_size):
    order = torch.randperm(images.size(0))
    for start in range(0, images.size(0), batch_size):
        idx = order[start:start + batch_size]
        yield images[idx], labels[idx]


def micro_batches(batch, n_chunks):
    images, labels = batch
    return zip(images.chunk(n_chunks), labels.chunk(n_chunks))
