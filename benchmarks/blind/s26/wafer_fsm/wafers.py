import math

import torch

PATTERNS = ("none", "center", "edge_ring", "scratch", "cluster", "donut")
SIZE = 24


def _grid():
    axis = torch.linspace(-1, 1, SIZE)
    y, x = torch.meshgrid(axis, axis, indexing="ij")
    return x, y, (x ** 2 + y ** 2).sqrt()


def wafer_maps(per_pattern, generator):
    x, y, r = _grid()
    on_wafer = (r <= 1.0).float()
    maps, labels = [], []
    for label, name in enumerate(PATTERNS):
        for _ in range(per_pattern):
            u = torch.rand(6, generator=generator)
            if name == "none":
                density = torch.zeros_like(r)
            elif name == "center":
                density = torch.exp(-(r / (0.25 + 0.15 * u[0])) ** 2)
            elif name == "edge_ring":
                density = torch.exp(-((r - 0.92) / 0.08) ** 2)
            elif name == "scratch":
                angle = math.pi * u[0]
                offset = 0.6 * (u[1] - 0.5)
                dist = (x * math.sin(angle) - y * math.cos(angle) - offset).abs()
                along = (x * math.cos(angle) + y * math.sin(angle)).abs()
                density = ((dist < 0.06) & (along < 0.4 + 0.4 * u[2])).float()
            elif name == "cluster":
                cx, cy = 1.2 * (u[0] - 0.5), 1.2 * (u[1] - 0.5)
                density = torch.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 0.03)
            else:
                density = torch.exp(-((r - 0.5 - 0.1 * u[0]) / 0.1) ** 2)
            prob = (0.04 + 0.85 * density) * on_wafer
            fails = torch.bernoulli(prob, generator=generator)
            maps.append(torch.stack([fails, on_wafer]))
            labels.append(label)
    return torch.stack(maps), torch.tensor(labels)
