"""Run from benchmarks/blind/s20:  python -m gan_base.train"""
import math

import torch

from .nets import Critic, Generator
from .wgan import WGANGP

torch.manual_seed(0)
torch.set_num_threads(1)


def spiral(n):
    t = torch.rand(n) * 3 * math.pi
    pts = torch.stack([t * torch.cos(t), t * torch.sin(t)], dim=1) / 5
    return pts + 0.05 * torch.randn(n, 2)


def main():
    latent = 4
    netG, netD = Generator(latent), Critic()
    optG = torch.optim.Adam(netG.parameters(), lr=1e-3, betas=(0.5, 0.9))
    optD = torch.optim.Adam(netD.parameters(), lr=1e-3, betas=(0.5, 0.9))
    trainer = WGANGP(netG, netD, optG, optD, latent_dim=latent, n_critic=3)

    for it in range(90):
        d_loss, g_loss = trainer(spiral(128))
        if it % 30 == 0:
            print(f"it {it:3d}  critic {d_loss:+.4f}  gen {g_loss if g_loss is None else round(g_loss, 4)}")

    with torch.no_grad():
        fake = netG(torch.randn(1000, latent))
    print("fake spread", fake.std(0).tolist())


if __name__ == "__main__":
    main()
