"""Weight-clipped WGAN that generates candle-flame flicker traces (flame-tip height sampled at
40 Hz: the ~10 Hz buoyant puffing plus slow draught sway), followed by a saliency check of the
critic on real traces."""
import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn


@dataclass
class FlickerConfig:
    seed: int = 0
    length: int = 32
    z_dim: int = 6
    hidden: int = 64
    lr: float = 5e-4
    clip_value: float = 0.05
    n_critic: int = 5
    batch: int = 64
    gen_iters: int = 150


def flame_traces(n, cfg, gen):
    t = torch.arange(cfg.length).float() / 40.0
    puff_hz = 9.0 + 3.0 * torch.rand(n, 1, generator=gen)
    amp = 0.2 + 0.2 * torch.rand(n, 1, generator=gen)
    sway = 0.1 * torch.randn(n, 1, generator=gen) * torch.sin(2 * math.pi * 0.7 * t + torch.rand(n, 1, generator=gen) * 6)
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    return amp * torch.sin(2 * math.pi * puff_hz * t + phase) + sway


class FlameGenerator(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(cfg.z_dim, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, cfg.hidden),
                                 nn.ReLU(), nn.Linear(cfg.hidden, cfg.length))

    def forward(self, z):
        return self.net(z)


class FlameCritic(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(cfg.length, cfg.hidden), nn.ReLU(), nn.Linear(cfg.hidden, cfg.hidden),
                                 nn.ReLU(), nn.Linear(cfg.hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)


@torch.no_grad()
def clip_weights(module, c):
    for p in module.parameters():
        p.clamp_(-c, c)


class WGANClip:
    def __init__(self, cfg):
        self.cfg = cfg
        self.G, self.C = FlameGenerator(cfg), FlameCritic(cfg)
        self.g_opt = torch.optim.RMSprop(self.G.parameters(), lr=cfg.lr)
        self.c_opt = torch.optim.RMSprop(self.C.parameters(), lr=cfg.lr)
        self.one = torch.tensor(1.0)
        self.mone = -self.one

    def update(self, real_batches):
        w_dist = [self._critic_update(real) for real in real_batches]
        g_loss = self._generator_update(real_batches[0].shape[0])
        return float(np.mean(w_dist)), g_loss

    def _critic_update(self, real):
        self.c_opt.zero_grad()
        err_real = self.C(real).mean()
        err_real.backward(self.mone)
        fake = self.G(torch.randn(real.shape[0], self.cfg.z_dim))
        err_fake = self.C(fake.detach()).mean()
        err_fake.backward(self.one)
        self.c_opt.step()
        clip_weights(self.C, self.cfg.clip_value)
        return (err_real - err_fake).item()

    def _generator_update(self, n):
        self.g_opt.zero_grad()
        fake = self.G(torch.randn(n, self.cfg.z_dim))
        loss = -self.C(fake).mean()
        loss.backward()
        self.g_opt.step()
        return loss.item()


class Trainer:
    def __init__(self, gan, cfg, gen):
        self.gan, self.cfg, self.gen = gan, cfg, gen

    def fit(self):
        for it in range(self.cfg.gen_iters):
            w, g = self._train_step()
            if (it + 1) % 50 == 0:
                print(f"gen iter {it + 1} W-estimate {w:.4f} g_loss {g:.4f} puff-band power real/fake {self._band_power()}")

    def _train_step(self):
        reals = [flame_traces(self.cfg.batch, self.cfg, self.gen) for _ in range(self.cfg.n_critic)]
        return self.gan.update(reals)

    def _band_power(self):
        with torch.no_grad():
            fake = self.gan.G(torch.randn(256, self.cfg.z_dim))
        real = flame_traces(256, self.cfg, self.gen)
        band = lambda x: np.abs(np.fft.rfft(x.detach().numpy(), axis=-1))[:, 7:11].mean()
        return f"{band(real):.2f}/{band(fake):.2f}"

    def critic_saliency(self):
        x = flame_traces(128, self.cfg, self.gen).requires_grad_()
        scores = self.gan.C(x)
        scores.backward(torch.ones_like(scores))
        sal = x.grad.abs().mean(0)
        self.gan.C.zero_grad(set_to_none=True)
        return sal.numpy()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    cfg = FlickerConfig()
    trainer = Trainer(WGANClip(cfg), cfg, torch.Generator().manual_seed(cfg.seed))
    trainer.fit()
    sal = trainer.critic_saliency()
    print("critic saliency peak at sample", int(sal.argmax()), "of", cfg.length)


if __name__ == "__main__":
    main()
