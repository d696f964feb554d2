import math

import torch

from .nets import Discriminator, Generator
from .trainer import GANTrainer


def ring_of_gaussians(n, modes=8, radius=2.0, std=0.05):
    k = torch.randint(0, modes, (n,))
    angle = 2 * math.pi * k.float() / modes
    centers = torch.stack([radius * torch.cos(angle), radius * torch.sin(angle)], dim=1)
    return centers + std * torch.randn(n, 2)


def main(iters=300, batch=128):
    torch.manual_seed(1)
    trainer = GANTrainer(Generator(), Discriminator(), loss="hinge")
    for it in range(iters):
        d, g = trainer.step(ring_of_gaussians(batch))
        if it % 100 == 0:
            print(f"iter {it}: d {d:.3f} g {g:.3f}")
    with torch.no_grad():
        samples = trainer.G(trainer.sample_z(1000))
    print("mean radius", samples.norm(dim=1).mean().item())


if __name__ == "__main__":
    main()
