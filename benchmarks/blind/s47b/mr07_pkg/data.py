import math

import torch

PATTERNS = ("feather", "dendrite", "plate", "fern")


def frost_tiles(n, size, gen):
    """16x16 grey tiles of a frosted pane, each showing one or two crystal habits.

    feather: parallel streaks at one angle; dendrite: crossing streaks at 60
    degrees; plate: isolated bright dots; fern: streaks whose angle bends
    across the tile. Tags come from hobbyist captions: some habits are missed.
    """
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    present = torch.rand(n, len(PATTERNS), generator=gen) < 0.4
    present[present.sum(1) == 0, 0] = True
    img = 0.05 * torch.randn(n, size, size, generator=gen)
    ang = math.pi * torch.rand(n, 1, 1, generator=gen)
    freq = 6.0
    feather = torch.cos(freq * (xx * torch.cos(ang) + yy * torch.sin(ang))).clamp_min(0)
    dend = feather * torch.cos(freq * (xx * torch.cos(ang + math.pi / 3) + yy * torch.sin(ang + math.pi / 3))).clamp_min(0)
    plate = (torch.rand(n, size, size, generator=gen) > 0.93).float()
    bend = ang + 1.5 * xx
    fern = torch.cos(freq * (xx * torch.cos(bend) + yy * torch.sin(bend))).clamp_min(0)
    for k, tex in enumerate((feather, dend, plate, fern)):
        img = img + present[:, k].view(n, 1, 1).float() * tex
    captioned = present & (torch.rand(present.shape, generator=gen) > 0.3)
    return img.unsqueeze(1), present.float(), captioned.float()
