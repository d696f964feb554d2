import torch

SIDE = 12
CLASSES = ("square", "ring", "plus")


def _draw(kind, cy, cx, r):
    yy, xx = torch.meshgrid(torch.arange(SIDE), torch.arange(SIDE), indexing="ij")
    dy, dx = (yy - cy).abs(), (xx - cx).abs()
    if kind == 0:
        return ((dy <= r) & (dx <= r)).float()
    if kind == 1:
        d = ((yy - cy) ** 2 + (xx - cx) ** 2).float().sqrt()
        return ((d > r - 1) & (d <= r + 0.5)).float()
    return (((dy <= r) & (dx == 0)) | ((dx <= r) & (dy == 0))).float()


def make_shapes(n, noise=0.35):
    labels = torch.randint(0, len(CLASSES), (n,))
    cy = torch.randint(3, SIDE - 3, (n,))
    cx = torch.randint(3, SIDE - 3, (n,))
    r = torch.randint(2, 4, (n,))
    imgs = torch.stack([_draw(k, y, x, s) for k, y, x, s in zip(labels.tolist(), cy.tolist(), cx.tolist(), r.tolist())])
    return (imgs + noise * torch.randn_like(imgs)).unsqueeze(1), labels
