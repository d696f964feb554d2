import math

import torch

STAGES = ("fresh", "banded", "black_film")


def film_frames(n, size, gen):
    """RGB 12x12 crops of a vertical soap film in a wire loop.

    Gravity drains the film, so thickness falls towards the top; thin-film
    interference turns thickness into colour bands (phase 4*pi*n*d/lambda per
    channel). Older films are thinner and show fewer, wider bands; the oldest
    go grey-black at the top.
    """
    stage = torch.randint(0, len(STAGES), (n,), generator=gen)
    rows = torch.linspace(0, 1, size).view(1, size, 1)
    base = (900.0 - 300.0 * stage.float()).view(n, 1, 1) * (0.9 + 0.2 * torch.rand(n, 1, 1, generator=gen))
    thickness = base * (0.15 + 0.85 * rows) + 15 * torch.randn(n, 1, size, generator=gen)
    channels = []
    for wavelength in (650.0, 530.0, 460.0):
        phase = 4 * math.pi * 1.33 * thickness / wavelength
        channels.append(torch.sin(phase / 2) ** 2)
    img = torch.stack(channels, dim=1).expand(n, 3, size, size).clone()
    img += 0.05 * torch.randn(img.shape, generator=gen)
    return img, stage
