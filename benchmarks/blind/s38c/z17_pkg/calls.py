import math

import torch

SPECIES = ["wren", "robin", "chiffchaff", "blackbird"]


def synth_calls(n, frames=32, bins=24, seed=0):
    """Log-mel-like patches: each species sings a chirp with its own slope and pitch."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(SPECIES), (n,), generator=g)
    t = torch.arange(frames).float()
    f = torch.arange(bins).float()
    x = 0.3 * torch.rand(n, 1, bins, frames, generator=g)
    for i in range(n):
        start = 4 + 4 * y[i].item() + torch.randint(-1, 2, (1,), generator=g).item()
        slope = [0.3, -0.2, 0.0, 0.15][y[i]]
        centre = start + slope * t
        x[i, 0] += torch.exp(-(f[:, None] - centre[None, :]) ** 2 / 2.0) * (0.5 + 0.5 * torch.sin(t / 3 + i)[None]).abs()
    return x, y


def stream(x, y, batch_size, g):
    while True:
        perm = torch.randperm(len(x), generator=g)
        for i in range(0, len(x) - batch_size + 1, batch_size):
            j = perm[i:i + batch_size]
            yield x[j], y[j]
