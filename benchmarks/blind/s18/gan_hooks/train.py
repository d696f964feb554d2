import math

import torch

from .config import GANConfig
from .nets import build_net
from .trainer import HookedGANTrainer


def ring_batches(cfg):
    for _ in range(cfg.steps):
        k = torch.randint(0, 8, (cfg.batch_size,)).float()
        angle = 2 * math.pi * k / 8
        centers = torch.stack([angle.cos(), angle.sin()], dim=1) * 2.0
        yield centers + 0.05 * torch.randn(cfg.batch_size, cfg.data_dim)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = GANConfig()
    gen = build_net(cfg.generator, **vars(cfg))
    disc = build_net(cfg.discriminator, **vars(cfg))
    trainer = HookedGANTrainer(cfg, gen, disc)
    trainer.fit(ring_batches(cfg))
    print("done")


if __name__ == "__main__":
    main()
