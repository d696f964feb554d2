import math

import torch

import networks
from options import Options
from trainers.gan import PooledGANTrainer


def ring_samples(n):
    angle = torch.rand(n) * 2 * math.pi
    return torch.stack([angle.cos(), angle.sin()], dim=1) + 0.05 * torch.randn(n, 2)


def main():
    torch.manual_seed(0)
    opts = Options()
    shared = {"x_dim": opts.x_dim, "width": opts.width}
    gen = networks.create("generator", z_dim=opts.z_dim, **shared)
    disc = networks.create("discriminator", **shared)
    trainer = PooledGANTrainer(gen, disc, opts)
    for it in range(opts.n_iters):
        d_loss, g_loss = trainer.step(ring_samples(opts.batch))
        if it % 10 == 0:
            print(f"iter {it:3d}  d_loss {d_loss:.4f}  g_loss {g_loss:.4f}")


if __name__ == "__main__":
    main()
