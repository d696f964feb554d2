import math

import torch

from .module import GAN
from .trainer import MiniTrainer


def ring_of_gaussians(n, modes=8, radius=2.0, std=0.05, generator=None):
    k = torch.randint(0, modes, (n,), generator=generator)
    angle = 2 * math.pi * k.float() / modes
    centers = radius * torch.stack([torch.cos(angle), torch.sin(angle)], dim=1)
    return centers + std * torch.randn(n, 2, generator=generator)


def ring_centers(modes=8, radius=2.0):
    angle = 2 * math.pi * torch.arange(modes).float() / modes
    return radius * torch.stack([torch.cos(angle), torch.sin(angle)], dim=1)


class RingStream:
    def __init__(self, batch_size, batches_per_epoch, seed=0):
        self.batch_size = batch_size
        self.batches_per_epoch = batches_per_epoch
        self.gen = torch.Generator().manual_seed(seed)

    def __iter__(self):
        for _ in range(self.batches_per_epoch):
            yield ring_of_gaussians(self.batch_size, generator=self.gen)


@torch.no_grad()
def mode_report(epoch, module, losses):
    module.eval()
    samples = module(torch.randn(2000, module.latent_dim))
    module.train()
    dist = torch.cdist(samples, ring_centers())
    nearest, which = dist.min(dim=1)
    good = nearest < 0.3
    covered = which[good].unique().numel()
    print(f"epoch {epoch:2d}: g {losses[0]:.3f} d {losses[1]:.3f} | "
          f"high quality {good.float().mean():.3f} modes {covered}/8")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    module = GAN(latent_dim=8, lr=1e-3)
    stream = RingStream(batch_size=128, batches_per_epoch=50)
    mode_report(0, module, [float("nan")] * 2)
    MiniTrainer(max_epochs=12, log_every_epoch=3, callbacks=[mode_report]).fit(module, stream)


if __name__ == "__main__":
    main()
