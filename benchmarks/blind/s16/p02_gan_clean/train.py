import math

import torch

from models import Discriminator, Generator
from optim_factory import build_optimizers
from trainer import GANTrainer


def ring_data(n, modes=8, radius=2.0, std=0.05):
    idx = torch.randint(0, modes, (n,))
    angle = idx.float() * (2 * math.pi / modes)
    centers = torch.stack([angle.cos(), angle.sin()], dim=1) * radius
    return centers + std * torch.randn(n, 2)


def main(epochs=3, batch_size=64, batches_per_epoch=30):
    torch.manual_seed(0)
    gen, disc = Generator(latent_dim=8), Discriminator()
    optimizers = build_optimizers(gen, disc, name="Adam")
    trainer = GANTrainer(gen, disc, optimizers, loss="hinge", n_critic=2)
    for epoch in range(epochs):
        batches = [ring_data(batch_size) for _ in range(batches_per_epoch)]
        d_loss, g_loss = trainer.train_epoch(batches)
        radius = trainer.sample(512).norm(dim=1).mean().item()
        print(f"epoch {epoch}: d={d_loss:.3f} g={g_loss:.3f} mean radius={radius:.2f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
