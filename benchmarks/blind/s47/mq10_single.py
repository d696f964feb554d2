"""Generator/critic pair that synthesises single wind-chime strikes (a damped sum of the
tube's inharmonic partials, 48 samples at a low rate). Non-saturating GAN loss; the update
computes every forward pass up front so both players can share them."""
import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class ChimeGANConfig:
    seed: int = 0
    z_dim: int = 8
    n_samples: int = 48
    hidden: int = 96
    g_lr: float = 2e-4
    d_lr: float = 2e-4
    batch: int = 64
    iters: int = 400
    log_every: int = 100


PARTIALS = torch.tensor([1.0, 2.76, 5.40])   # free-free bar modes of a chime tube


def sample_strikes(n, cfg, gen):
    t = torch.arange(cfg.n_samples).float() / cfg.n_samples
    f0 = 1.5 + 1.5 * torch.rand(n, 1, generator=gen)           # shorter tube -> higher pitch
    hit = 0.5 + 0.5 * torch.rand(n, 1, generator=gen)          # clapper strength
    decay = torch.tensor([3.0, 6.0, 11.0])
    amps = torch.tensor([1.0, 0.5, 0.25])
    phase = 2 * math.pi * f0.unsqueeze(-1) * PARTIALS.view(1, 3, 1) * t.view(1, 1, -1)
    wave = (amps.view(1, 3, 1) * torch.exp(-decay.view(1, 3, 1) * t) * torch.sin(phase)).sum(1)
    return (hit * wave / 1.75).clamp(-1, 1)


class StrikeGenerator(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(cfg.z_dim, cfg.hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(cfg.hidden, cfg.hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(cfg.hidden, cfg.n_samples), nn.Tanh())

    def forward(self, z):
        return self.net(z)


class StrikeCritic(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(cfg.n_samples, cfg.hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(cfg.hidden, cfg.hidden // 2), nn.LeakyReLU(0.2),
                                 nn.Linear(cfg.hidden // 2, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)


def step(optimizer, loss):
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()


class ChimeGAN:
    def __init__(self, cfg):
        self.cfg = cfg
        self.G, self.D = StrikeGenerator(cfg), StrikeCritic(cfg)
        self.g_opt = torch.optim.Adam(self.G.parameters(), lr=cfg.g_lr, betas=(0.5, 0.999))
        self.d_opt = torch.optim.Adam(self.D.parameters(), lr=cfg.d_lr, betas=(0.5, 0.999))

    def update(self, real):
        outs = self._forward_all(real)
        d_loss = self._discriminator_update(outs)
        g_loss = self._generator_update(outs)
        return d_loss, g_loss

    def _forward_all(self, real):
        z = torch.randn(real.shape[0], self.cfg.z_dim)
        fake = self.G(z)
        return {"real": self.D(real), "fake_for_d": self.D(fake.detach()), "fake_for_g": self.D(fake)}

    def _discriminator_update(self, outs):
        ones, zeros = torch.ones_like(outs["real"]), torch.zeros_like(outs["real"])
        loss = (F.binary_cross_entropy_with_logits(outs["real"], ones)
                + F.binary_cross_entropy_with_logits(outs["fake_for_d"], zeros))
        step(self.d_opt, loss)
        return loss.item()

    def _generator_update(self, outs):
        loss = F.binary_cross_entropy_with_logits(outs["fake_for_g"], torch.ones_like(outs["fake_for_g"]))
        step(self.g_opt, loss)
        return loss.item()


class Trainer:
    def __init__(self, gan, cfg, gen):
        self.gan, self.cfg, self.gen = gan, cfg, gen

    def fit(self):
        for it in range(self.cfg.iters):
            d_loss, g_loss = self._train_step()
            if (it + 1) % self.cfg.log_every == 0:
                print(f"iter {it + 1} d_loss={d_loss:.3f} g_loss={g_loss:.3f} spectrum gap={self._spectral_gap():.3f}")

    def _train_step(self):
        real = sample_strikes(self.cfg.batch, self.cfg, self.gen)
        return self.gan.update(real)

    @torch.no_grad()
    def _spectral_gap(self):
        real = sample_strikes(256, self.cfg, self.gen)
        fake = self.gan.G(torch.randn(256, self.cfg.z_dim))
        spec = lambda x: torch.fft.rfft(x, dim=-1).abs().mean(0)
        return float((spec(real) - spec(fake)).abs().mean())


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        gen = torch.Generator().manual_seed(self.cfg.seed)
        Trainer(ChimeGAN(self.cfg), self.cfg, gen).fit()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(ChimeGANConfig()).run()


if __name__ == "__main__":
    main()
