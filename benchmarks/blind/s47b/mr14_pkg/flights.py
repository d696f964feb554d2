import math

import torch

DESIGNS = ("dart", "glider", "stunt")


def glide_tracks(n, steps, gen):
    """Hallway flights tracked from video: horizontal distance and height per frame.

    dart: fast and flat, then a steep dive; glider: slow with a long shallow
    float; stunt: a pronounced phugoid (height oscillation) from the upturned
    elevons. Launch speed and angle vary per throw.
    """
    design = torch.randint(0, len(DESIGNS), (n,), generator=gen)
    t = torch.linspace(0, 1, steps).unsqueeze(0)
    speed = torch.tensor([3.0, 1.6, 2.2])[design].unsqueeze(1) * (0.85 + 0.3 * torch.rand(n, 1, generator=gen))
    sink = torch.tensor([0.9, 0.35, 0.6])[design].unsqueeze(1)
    wobble = torch.tensor([0.02, 0.05, 0.35])[design].unsqueeze(1)
    dist = speed * t
    dive = (design == 0).float().unsqueeze(1) * torch.relu(t - 0.6) ** 2 * 3.0
    height = 1.8 - sink * t - dive + wobble * torch.sin(2 * math.pi * 2.5 * t) * torch.exp(-t)
    track = torch.stack([dist, height], dim=1)
    return track + 0.03 * torch.randn(track.shape, generator=gen), design


def weak_view(x, gen):
    return x + 0.02 * torch.randn(x.shape, generator=gen)


def strong_view(x, gen):
    drop = (torch.rand(x.shape[0], 1, x.shape[2], generator=gen) > 0.2).float()
    scale = 1.0 + 0.1 * torch.randn(x.shape[0], 2, 1, generator=gen)
    return x * scale * drop + 0.05 * torch.randn(x.shape, generator=gen)
