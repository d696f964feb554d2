"""One generator phase and one critic phase per iteration (non-saturating GAN loss)."""
from dataclasses import dataclass

import torch
import torch.nn.functional as F


@dataclass
class Generated:
    profiles: torch.Tensor
    loss: float


def generator_phase(gen, critic, batch_size):
    fake = gen.module(gen.module.noise(batch_size))
    loss = F.softplus(-critic.module(fake)).mean()
    gen = gen.apply_gradients(loss)
    return gen, Generated(profiles=fake.detach(), loss=loss.item())


def critic_phase(critic, real, generated):
    real_score = critic.module(real)
    fake_score = critic.module(generated.profiles)
    loss = F.softplus(-real_score).mean() + F.softplus(fake_score).mean()
    return critic.apply_gradients(loss), loss.item()
