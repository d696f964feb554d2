import torch

PALETTE = torch.tensor([
    [0.85, 0.20, 0.25], [0.95, 0.85, 0.55], [0.20, 0.35, 0.65],
    [0.30, 0.60, 0.35], [0.95, 0.95, 0.92], [0.45, 0.25, 0.45],
])


def _masks():
    r = torch.arange(8).view(8, 1).expand(8, 8)
    c = torch.arange(8).view(1, 8).expand(8, 8)
    return torch.stack([
        (r // 2) % 2 == 0,                 # rail fence stripes
        ((r // 2) + (c // 2)) % 2 == 0,    # four-patch checker
        r > c,                             # half-square triangle
        (r - 3.5).abs() + (c - 3.5).abs() < 3,   # diamond in a square
    ]).float()


def quilt_blocks(n, generator):
    masks = _masks()
    kind = torch.randint(0, len(masks), (n,), generator=generator)
    pair = torch.stack([torch.randperm(len(PALETTE), generator=generator)[:2] for _ in range(n)])
    fg, bg = PALETTE[pair[:, 0]], PALETTE[pair[:, 1]]
    m = masks[kind].unsqueeze(1)
    img = m * fg[:, :, None, None] + (1 - m) * bg[:, :, None, None]
    img = img + 0.03 * torch.randn(img.shape, generator=generator)
    return img.clamp(0, 1) * 2 - 1


def block_stats(x):
    """Colour mean/std and edge energy, used to compare real and generated blocks."""
    edges = (x[..., 1:, :] - x[..., :-1, :]).abs().mean() + (x[..., :, 1:] - x[..., :, :-1]).abs().mean()
    return {"mean": x.mean().item(), "std": x.std().item(), "edges": edges.item()}
