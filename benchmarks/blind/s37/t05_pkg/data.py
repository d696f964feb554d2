import torch


def make_batch(n, size=32, generator=None):
    """Images with one bright rectangle; target box is (cx, cy, w, h) normalised."""
    imgs = 0.1 * torch.randn(n, 1, size, size, generator=generator)
    boxes = torch.empty(n, 4)
    for i in range(n):
        w, h = torch.randint(6, 14, (2,), generator=generator).tolist()
        x0 = int(torch.randint(0, size - w, (1,), generator=generator))
        y0 = int(torch.randint(0, size - h, (1,), generator=generator))
        imgs[i, 0, y0:y0 + h, x0:x0 + w] += 1.0
        boxes[i] = torch.tensor([(x0 + w / 2) / size, (y0 + h / 2) / size, w / size, h / size])
    return imgs, boxes
