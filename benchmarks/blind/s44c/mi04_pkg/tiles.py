import torch

PALETTE = torch.FloatTensor([
    [0.75, 0.10, 0.12],   # ruby
    [0.10, 0.25, 0.70],   # cobalt
    [0.95, 0.75, 0.15],   # amber
    [0.15, 0.55, 0.25],   # emerald
    [0.85, 0.85, 0.80],   # opal
])


def leaded_tiles(n, seed=0):
    """8x8 RGB tiles: four panes separated by dark lead came, pane colours from the palette."""
    g = torch.Generator().manual_seed(seed)
    tiles = torch.zeros(n, 3, 8, 8)
    for i in range(n):
        r = int(torch.randint(2, 6, (1,), generator=g))
        c = int(torch.randint(2, 6, (1,), generator=g))
        cols = PALETTE[torch.randint(0, 5, (4,), generator=g)]
        tiles[i, :, :r, :c] = cols[0].view(3, 1, 1)
        tiles[i, :, :r, c:] = cols[1].view(3, 1, 1)
        tiles[i, :, r:, :c] = cols[2].view(3, 1, 1)
        tiles[i, :, r:, c:] = cols[3].view(3, 1, 1)
        tiles[i, :, r, :] = 0.05
        tiles[i, :, :, c] = 0.05
    tiles = tiles + 0.03 * torch.randn(n, 3, 8, 8, generator=g)
    return tiles.clamp(0, 1) * 2 - 1
