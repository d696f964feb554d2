import torch

SIZE = 16


def dune_pairs(n, seed=0):
    """Elevation grids (m) of a dune field one year apart, and the year's net sand transport."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(SIZE).float(), torch.arange(SIZE).float(),
                            indexing="ij")
    before = torch.zeros(n, SIZE, SIZE)
    for _ in range(4):
        cy = SIZE * torch.rand(n, 1, 1, generator=g)
        cx = SIZE * torch.rand(n, 1, 1, generator=g)
        h = 1.0 + 3.0 * torch.rand(n, 1, 1, generator=g)
        w = 1.5 + 1.5 * torch.rand(n, 1, 1, generator=g)
        dy = torch.remainder(yy - cy + SIZE / 2, SIZE) - SIZE / 2
        dx = torch.remainder(xx - cx + SIZE / 2, SIZE) - SIZE / 2
        before = before + h * torch.exp(-(dx ** 2 + dy ** 2) / (2 * w ** 2))
    # prevailing westerly: crests move one cell east; strong years also flatten them
    wind = torch.rand(n, generator=g)
    moisture = torch.rand(n, generator=g)
    after = torch.roll(before, 1, dims=2) * (1.0 - 0.25 * wind[:, None, None])
    after = after + 0.05 * torch.randn(n, SIZE, SIZE, generator=g).abs()
    planes = torch.stack([wind, moisture], dim=1)[:, :, None, None].expand(n, 2, SIZE, SIZE)
    cond = torch.cat([before.unsqueeze(1) / 2.0, planes], dim=1)
    return cond, after.unsqueeze(1) / 2.0
