import math

import torch


def flame_frames(n, size, gen):
    """Grey 12x12 frames of a candle flame in a draught.

    The flame is a vertical Gaussian teardrop whose height and sideways lean
    oscillate at the flicker frequency (~10 Hz); a photodiode next to the
    candle gives a noisy reading of the flicker phase, used as a weak target.
    """
    phase = 2 * math.pi * torch.rand(n, generator=gen)
    height = 3.0 + 1.2 * torch.sin(phase)
    lean = 0.8 * torch.cos(phase) + 0.3 * torch.randn(n, generator=gen)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    cy = size - 3 - height.view(n, 1, 1) / 2
    cx = size / 2 + lean.view(n, 1, 1) * (size - 1 - yy) / size
    blob = torch.exp(-((xx - cx) ** 2) / 1.5 - ((yy - cy) ** 2) / (2 * height.view(n, 1, 1)))
    frames = blob + 0.05 * torch.randn(n, size, size, generator=gen)
    diode = torch.stack([torch.sin(phase), torch.cos(phase)], 1) + 0.2 * torch.randn(n, 2, generator=gen)
    return frames, diode


def patchify(img, p):
    n, h, w = img.shape
    x = img.reshape(n, h // p, p, w // p, p).permute(0, 1, 3, 2, 4)
    return x.reshape(n, (h // p) * (w // p), p * p)
