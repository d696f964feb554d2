"""Fit a generator to a ring of 8 Gaussians with a non-saturating GAN objective."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def main(steps=200, batch=128, z_dim=8, lr=2e-4):
    torch.manual_seed(0)

    def sample_ring(n, modes=8, radius=2.0, std=0.05):
        k = torch.randint(0, modes, (n,))
        angle = 2 * math.pi * k.float() / modes
        centers = torch.stack([radius * angle.cos(), radius * angle.sin()], dim=1)
        return centers + std * torch.randn(n, 2)

    def block(i, o):
        return [nn.Linear(i, o), nn.LeakyReLU(0.2)]

    sampler = nn.Sequential(*block(z_dim, 64), *block(64, 64), nn.Linear(64, 2))
    critic = nn.Sequential(*block(2, 64), *block(64, 64), nn.Linear(64, 1))
    sampler_opt = torch.optim.Adam(sampler.parameters(), lr=lr, betas=(0.5, 0.999))
    critic_opt = torch.optim.Adam(critic.parameters(), lr=lr, betas=(0.5, 0.999))

    def critic_objective(real_logits, fake_logits):
        real_term = F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
        fake_term = F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits))
        return real_term + fake_term

    def sampler_objective(fake_logits):
        return F.binary_cross_entropy_with_logits(fake_logits, torch.ones_like(fake_logits))

    def mode_coverage(points, modes=8, radius=2.0):
        angles = torch.atan2(points[:, 1], points[:, 0]) % (2 * math.pi)
        nearest = torch.round(angles / (2 * math.pi / modes)).long() % modes
        close = (points.norm(dim=1) - radius).abs() < 0.5
        return len(set(nearest[close].tolist()))

    for step in range(steps):
        real = sample_ring(batch)
        fake = sampler(torch.randn(batch, z_dim))
        fake_logits = critic(fake)

        critic_loss = critic_objective(critic(real), critic(fake.detach()))
        critic_opt.zero_grad()
        critic_loss.backward()
        critic_opt.step()  # expect: AGL017

        sampler_loss = sampler_objective(fake_logits)
        sampler_opt.zero_grad()
        sampler_loss.backward()
        sampler_opt.step()

        if step % 50 == 0:
            print(f"step {step}: critic {critic_loss.item():.3f} sampler {sampler_loss.item():.3f}")

    with torch.no_grad():
        samples = sampler(torch.randn(1000, z_dim))
    print("modes covered:", mode_coverage(samples))


if __name__ == "__main__":
    main()
