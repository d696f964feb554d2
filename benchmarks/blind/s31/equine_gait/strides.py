"""Synthetic vertical displacement of poll (head) and pelvis over two trot strides, with the
right-fore pastern gyroscope giving the stance timing.

A forelimb lameness shows as head-nod asymmetry (the head rises while the lame forelimb bears
weight), a hindlimb lameness as pelvic asymmetry; the side sets the sign of the asymmetry.
"""
import math

import torch

LIMBS = ("sound", "left_fore", "right_fore", "left_hind", "right_hind")
SAMPLES = 64


def trot(n, generator):
    limb = torch.randint(0, len(LIMBS), (n,), generator=generator)
    grade = 0.5 + torch.rand(n, generator=generator)
    phase = 2 * math.pi * torch.rand(n, 1, generator=generator)
    t = torch.linspace(0, 4 * math.pi, SAMPLES)[None, :]
    stride = torch.cos(2 * (t + phase))
    half = torch.cos(t + phase)
    fore = torch.where(limb == 1, 1.0, torch.where(limb == 2, -1.0, 0.0)) * grade
    hind = torch.where(limb == 3, 1.0, torch.where(limb == 4, -1.0, 0.0)) * grade
    poll = 3.0 * stride + 0.8 * fore[:, None] * half + 0.3 * torch.randn(n, SAMPLES, generator=generator)
    pelvis = 2.0 * stride + 0.6 * hind[:, None] * half + 0.3 * torch.randn(n, SAMPLES, generator=generator)
    limb_gyro = 2.0 * torch.sin(t + phase) + 0.3 * torch.randn(n, SAMPLES, generator=generator)
    return torch.stack([poll, pelvis, limb_gyro], dim=1) / 3.0, limb


def sessions(n_batches, batch_size, generator):
    for _ in range(n_batches):
        yield trot(batch_size, generator)
