"""Run from benchmarks/blind/s20:  python -m gan_accel.train"""
import torch
from torch import nn

from .accel import Accelerator
from .data import ring_batches
from .models import Discriminator, Generator

torch.manual_seed(0)
torch.set_num_threads(1)

LATENT_DIM = 8
STEPS = 60
BATCH = 64


def main():
    accelerator = Accelerator(max_grad_norm=5.0)
    gen, disc = accelerator.prepare(Generator(LATENT_DIM), Discriminator())
    opt_g = torch.optim.Adam(gen.parameters(), lr=2e-4, betas=(0.5, 0.999))
    opt_d = torch.optim.Adam(disc.parameters(), lr=2e-4, betas=(0.5, 0.999))
    bce = nn.BCEWithLogitsLoss()

    for step, real in enumerate(ring_batches(STEPS, BATCH)):
        real = accelerator.to_device(real)
        z = torch.randn(real.size(0), LATENT_DIM)
        fake = gen(z)

        # discriminator update
        opt_d.zero_grad()
        logits_real = disc(real)
        logits_fake = disc(fake)
        loss_d = bce(logits_real, torch.ones_like(logits_real)) + bce(
            logits_fake, torch.zeros_like(logits_fake)
        )
        accelerator.backward(loss_d)
        accelerator.clip_grad_norm_(disc.parameters())
        opt_d.step()

        # generator update
        opt_g.zero_grad()
        logits_gen = disc(fake)
        loss_g = bce(logits_gen, torch.ones_like(logits_gen))
        accelerator.backward(loss_g)
        accelerator.clip_grad_norm_(gen.parameters())
        opt_g.step()

        if step % 20 == 0:
            print(f"step {step:3d}  loss_d {loss_d.item():.4f}  loss_g {loss_g.item():.4f}")

    with torch.no_grad():
        sample = gen(torch.randn(512, LATENT_DIM))
    print("sample radius", sample.norm(dim=1).mean().item())


if __name__ == "__main__":
    main()
