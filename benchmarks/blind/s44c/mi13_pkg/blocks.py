import torch

BLOCKS = ["nine_patch", "log_cabin", "flying_geese", "pinwheel", "half_square"]


def _draw(kind):
    img = torch.zeros(12, 12)
    ii, jj = torch.meshgrid(torch.arange(12), torch.arange(12), indexing="ij")
    if kind == 0:
        img = (((ii // 4) + (jj // 4)) % 2).float()
    elif kind == 1:
        ring = torch.max((ii - 5.5).abs(), (jj - 5.5).abs()).floor()
        img = ((ring.long() % 2) * (jj > ii).long()).float() + 0.5 * (ring.long() % 2 == 0).float()
    elif kind == 2:
        img = ((jj % 6) >= (ii % 6)).float() * ((jj % 6) <= 5 - (ii % 6)).float()
    elif kind == 3:
        top = ii < 6
        left = jj < 6
        local_i, local_j = ii % 6, jj % 6
        tri = (local_j > local_i)
        img = torch.where(top == left, tri, ~tri).float()
    else:
        img = (jj > ii).float()
    return img


def scanned_blocks(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    kinds = torch.randint(0, len(BLOCKS), (n,), generator=g)
    x = torch.zeros(n, 1, 12, 12)
    for i in range(n):
        img = _draw(int(kinds[i]))
        k = int(torch.randint(0, 4, (1,), generator=g))
        img = torch.rot90(img, k, (0, 1))
        contrast = 0.5 + 0.5 * torch.rand(1, generator=g)
        x[i, 0] = contrast * img + 0.25 * torch.randn(12, 12, generator=g)
    return x, kinds
