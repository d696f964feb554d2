import math

import torch

VESSEL_TYPES = ("trawler", "cargo", "tanker", "ferry", "tug")


def _track(kind, steps, generator):
    rand = lambda *shape: torch.rand(*shape, generator=generator)
    randn = lambda *shape: torch.randn(*shape, generator=generator)
    heading = 2 * math.pi * rand(1)
    if kind == 0:      # trawling: slow, repeated turns
        speed = 3.0 + 0.6 * randn(steps)
        turn = 0.5 * torch.sin(torch.arange(steps) / (2 + 2 * rand(1))) + 0.15 * randn(steps)
    elif kind == 1:    # cargo: fast, straight
        speed = 14.0 + 1.5 * rand(1) + 0.3 * randn(steps)
        turn = 0.02 * randn(steps)
    elif kind == 2:    # tanker: medium, straight, very steady
        speed = 11.0 + 1.0 * rand(1) + 0.15 * randn(steps)
        turn = 0.01 * randn(steps)
    elif kind == 3:    # ferry: shuttles and reverses course
        speed = 16.0 + 2.0 * torch.sin(torch.arange(steps) / 6.0) + 0.4 * randn(steps)
        turn = torch.zeros(steps)
        turn[int(10 + 20 * rand(1))] = math.pi
        turn = turn + 0.03 * randn(steps)
    else:              # tug: short erratic legs
        speed = 6.0 + 3.0 * rand(steps)
        turn = 0.4 * randn(steps)
    course = heading + torch.cumsum(turn, 0)
    dx, dy = speed * torch.cos(course) / 60, speed * torch.sin(course) / 60
    return torch.stack([speed / 10, torch.cos(course), torch.sin(course), dx, dy], 1)


def ais_tracks(count, steps=40, seed=0, labelled=True):
    generator = torch.Generator().manual_seed(seed)
    kinds = torch.randint(0, len(VESSEL_TYPES), (count,), generator=generator)
    tracks = torch.stack([_track(int(k), steps, generator) for k in kinds])
    tracks = tracks + 0.02 * torch.randn(tracks.shape, generator=generator)
    return (tracks, kinds) if labelled else tracks


def forecasting_pairs(tracks, horizon=5):
    """Self-supervised task: the last `horizon` position steps from the rest of the track."""
    return tracks[:, :-horizon], tracks[:, -horizon:, 3:5]
