"""python -m e08_pkg.train"""
import math

import torch

from .fit import Fitter
from .wgan import TerrainWGAN


def heightmaps(batch, size=16, octaves=3, seed=0):
    """Sum-of-sinusoids 'fractal' terrain, rescaled to [-1, 1]."""
    g = torch.Generator().manual_seed(seed)
    ax = torch.linspace(0, 1, size)
    yy, xx = torch.meshgrid(ax, ax, indexing="ij")
    while True:
        h = torch.zeros(batch, size, size)
        for o in range(octaves):
            freq, amp = 2 ** o, 0.5 ** o
            th = torch.rand(batch, 1, 1, generator=g) * 2 * math.pi
            ph = torch.rand(batch, 1, 1, generator=g) * 2 * math.pi
            h += amp * torch.sin(2 * math.pi * freq * (xx * torch.cos(th) + yy * torch.sin(th))
                                 + ph)
        lo = h.amin(dim=(1, 2), keepdim=True)
        hi = h.amax(dim=(1, 2), keepdim=True)
        yield (2 * (h - lo) / (hi - lo) - 1).unsqueeze(1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gan = TerrainWGAN()
    fitter = Fitter(max_steps=150, log_every=50)
    fitter.fit(gan, heightmaps(24))
    samples = gan.sample(16)
    print(f"samples: mean {samples.mean().item():.3f} std {samples.std().item():.3f} "
          f"requires_grad={samples.requires_grad}")


if __name__ == "__main__":
    main()
