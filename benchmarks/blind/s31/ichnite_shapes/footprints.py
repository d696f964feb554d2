"""Synthetic 32x32 depth rasters of dinosaur footprints (ichnites) from a trackway survey.

Classes by trackmaker group: theropod (slender tridactyl, sharp claw marks, narrow divarication),
ornithopod (broad rounded tridactyl), sauropod (oval pes with small claws), thyreophoran
(tetradactyl, short broad digits).
"""
import math

import torch

GROUPS = ("theropod", "ornithopod", "sauropod", "thyreophoran")
SIZE = 32


def _blob(xx, yy, cx, cy, sx, sy, angle):
    c, s = math.cos(angle), math.sin(angle)
    u = (xx - cx) * c + (yy - cy) * s
    v = -(xx - cx) * s + (yy - cy) * c
    return torch.exp(-0.5 * ((u / sx) ** 2 + (v / sy) ** 2))


def ichnite(group, generator):
    lin = torch.linspace(-1, 1, SIZE)
    yy, xx = torch.meshgrid(lin, lin, indexing="ij")
    jitter = lambda scale: float(scale * torch.randn(1, generator=generator))
    img = _blob(xx, yy, 0.0, 0.25, 0.28, 0.22, 0.0)
    if group == 2:
        img = _blob(xx, yy, 0.0, 0.0, 0.5 + jitter(0.03), 0.38 + jitter(0.03), 0.0)
        for k in (-1, 0, 1):
            img = img + 0.4 * _blob(xx, yy, 0.3 * k, -0.45, 0.06, 0.06, 0.0)
    else:
        digits = 4 if group == 3 else 3
        spread = {0: 0.35, 1: 0.55, 3: 0.7}[group] + jitter(0.05)
        length = {0: 0.6, 1: 0.45, 3: 0.3}[group]
        width = {0: 0.07, 1: 0.15, 3: 0.14}[group]
        for d in range(digits):
            angle = spread * (d - (digits - 1) / 2)
            cx, cy = length * math.sin(angle), 0.25 - length * math.cos(angle)
            img = img + _blob(xx, yy, cx / 1.6, cy / 1.1 + 0.1, width, length / 2, angle)
            if group == 0:
                img = img + 0.6 * _blob(xx, yy, cx / 1.15, cy / 0.85 - 0.05, 0.04, 0.06, angle)
    rot = jitter(0.25)
    c, s = math.cos(rot), math.sin(rot)
    grid = torch.tensor([[c, -s, 0.0], [s, c, 0.0]])[None]
    flow = torch.nn.functional.affine_grid(grid, (1, 1, SIZE, SIZE), align_corners=False)
    img = torch.nn.functional.grid_sample(img[None, None], flow, align_corners=False)[0]
    return img.clamp(max=1.5) + 0.08 * torch.randn(img.shape, generator=generator)


def survey(n, generator):
    labels = torch.randint(0, len(GROUPS), (n,), generator=generator)
    images = torch.stack([ichnite(int(k), generator) for k in labels])
    return images, labels
