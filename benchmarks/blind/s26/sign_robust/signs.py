import math

import torch

CLASSES = ("stop", "yield", "speed_limit", "mandatory", "warning", "info")
SIZE = 20
RED, BLUE, YELLOW, WHITE = (0.85, 0.1, 0.1), (0.1, 0.25, 0.8), (0.95, 0.8, 0.1), (0.95, 0.95, 0.95)


def _polygon(x, y, sides, rotation, radius):
    angle = torch.atan2(y, x) - rotation
    sector = 2 * math.pi / sides
    local = torch.remainder(angle, sector) - sector / 2
    return (x ** 2 + y ** 2).sqrt() * torch.cos(local) <= radius * math.cos(sector / 2)


def render(label, generator):
    axis = torch.linspace(-1, 1, SIZE)
    y, x = torch.meshgrid(axis, axis, indexing="ij")
    dx, dy = (0.15 * torch.randn(2, generator=generator)).tolist()
    x, y = x - dx, y - dy
    radius = 0.65 + 0.2 * torch.rand(1, generator=generator).item()
    name = CLASSES[label]
    if name == "stop":
        mask, colour, inner = _polygon(x, y, 8, math.pi / 8, radius), RED, None
    elif name == "yield":
        mask, colour, inner = _polygon(x, -y, 3, math.pi / 2, radius), RED, WHITE
    elif name == "speed_limit":
        mask, colour, inner = (x ** 2 + y ** 2).sqrt() <= radius, RED, WHITE
    elif name == "mandatory":
        mask, colour, inner = (x ** 2 + y ** 2).sqrt() <= radius, BLUE, None
    elif name == "warning":
        mask, colour, inner = _polygon(x, y, 4, 0.0, radius), YELLOW, None
    else:
        mask, colour, inner = (x.abs() <= radius * 0.8) & (y.abs() <= radius * 0.8), BLUE, WHITE
    background = torch.rand(3, 1, 1, generator=generator) * 0.5 + 0.2
    image = background.expand(3, SIZE, SIZE).clone()
    image[:, mask] = torch.tensor(colour).unsqueeze(1)
    if inner is not None:
        core = mask & ((x ** 2 + y ** 2).sqrt() <= radius * 0.55)
        image[:, core] = torch.tensor(inner).unsqueeze(1)
    brightness = 0.7 + 0.5 * torch.rand(1, generator=generator).item()
    noise = 0.1 * torch.randn(3, SIZE, SIZE, generator=generator)
    return (image * brightness + noise).clamp(0, 1)


def sign_set(per_class, generator):
    labels = torch.arange(len(CLASSES)).repeat_interleave(per_class)
    labels = labels[torch.randperm(labels.numel(), generator=generator)]
    images = torch.stack([render(int(k), generator) for k in labels])
    return images, labels
