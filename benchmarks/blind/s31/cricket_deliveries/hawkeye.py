"""Synthetic ball-tracking of deliveries: 16 frames of (x, y, z) from release to pitch.

Two feeds: the analyst feed has the delivery type and the pitching length; the broadcast feed
has only the pitching length measured from the pitch map.
"""
from dataclasses import dataclass

import torch

KINDS = ("inswing", "outswing", "seam", "legbreak", "offbreak")
FRAMES = 16


@dataclass
class Labelled:
    track: torch.Tensor
    kind: torch.Tensor
    length: torch.Tensor


@dataclass
class LengthOnly:
    track: torch.Tensor
    length: torch.Tensor


def deliveries(n, generator):
    kind = torch.randint(0, len(KINDS), (n,), generator=generator)
    spin = kind >= 3
    speed = torch.where(spin, 22 + 3 * torch.rand(n, generator=generator),
                        36 + 6 * torch.rand(n, generator=generator))
    length = 2.0 + 8.0 * torch.rand(n, generator=generator)
    t = torch.linspace(0, 1, FRAMES)[None, :]
    lateral = torch.zeros(n)
    lateral = torch.where(kind == 0, -0.35, lateral)
    lateral = torch.where(kind == 1, 0.35, lateral)
    drift = torch.where(kind == 3, 0.15, torch.where(kind == 4, -0.15, torch.zeros(n)))
    x = (0.1 * torch.randn(n, 1, generator=generator) + lateral[:, None] * t ** 2
         + drift[:, None] * t ** 3)
    y = (20.12 - length[:, None]) * t
    dip = torch.where(spin, 0.6, 0.2)[:, None]
    z = 2.1 - (2.1 - 0.0) * t ** (1 + dip) + 0.02 * torch.randn(n, FRAMES, generator=generator)
    seam_wobble = (kind == 2).float()[:, None] * 0.05 * torch.sin(12 * t)
    track = torch.stack([x + seam_wobble, y / 20, z, (speed[:, None] / 40).expand(-1, FRAMES)], dim=2)
    return track + 0.01 * torch.randn(track.shape, generator=generator), kind, length / 10


def feed(n_labelled, n_broadcast, batch_size, generator):
    track, kind, length = deliveries(n_labelled, generator)
    b_track, _, b_length = deliveries(n_broadcast, generator)
    out = [Labelled(track[i:i + batch_size], kind[i:i + batch_size], length[i:i + batch_size])
           for i in range(0, n_labelled, batch_size)]
    out += [LengthOnly(b_track[i:i + batch_size], b_length[i:i + batch_size])
            for i in range(0, n_broadcast, batch_size)]
    order = torch.randperm(len(out), generator=generator).tolist()
    return [out[i] for i in order]
