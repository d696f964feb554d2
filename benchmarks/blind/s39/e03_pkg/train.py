"""python -m e03_pkg.train"""
import math

import torch

from .framework import Accelerator, Fitter
from .gan_module import SSTPatchGAN

CFG = {"z_dim": 32, "ch": 32, "lr_g": 2e-4, "lr_d": 2e-4, "batch": 32, "steps": 100}


def sst_patches(batch, size=16, seed=0):
    """Endless stream of anomaly patches: a large-scale gradient plus warm/cold eddies."""
    gen = torch.Generator().manual_seed(seed)
    ax = torch.linspace(-1, 1, size)
    yy, xx = torch.meshgrid(ax, ax, indexing="ij")
    while True:
        ang = torch.rand(batch, 1, 1, generator=gen) * 2 * math.pi
        field = 0.4 * (xx * torch.cos(ang) + yy * torch.sin(ang))
        for _ in range(2):
            cy, cx = (torch.rand(2, batch, 1, 1, generator=gen) * 1.6 - 0.8)
            amp = torch.randn(batch, 1, 1, generator=gen) * 0.5
            field = field + amp * torch.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / 0.08)
        yield field.clamp(-1, 1).unsqueeze(1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gan = SSTPatchGAN(CFG)
    fitter = Fitter(CFG["steps"], accelerator=Accelerator("cpu"), log_every=25)
    fitter.fit(gan, sst_patches(CFG["batch"]))
    with torch.no_grad():
        sample = gan.generator(gan.sample_noise(8))
    print("sample range", sample.min().item(), sample.max().item())


if __name__ == "__main__":
    main()
