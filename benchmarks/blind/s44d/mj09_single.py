"""Darkroom film lab: a conditional GAN that synthesises characteristic (H&D) curves of a film
(optical density against log exposure) for a developer, development time and temperature, so that
push/pull development charts can be drafted before running real test strips.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

DEVELOPERS = ("D-76", "HC-110", "Rodinal", "XTOL")
LOG_E = torch.linspace(-3.0, 0.0, 16)


@dataclass
class OptimSpec:
    lr: float = 5e-4
    betas: tuple = (0.5, 0.9)
    warmup: int = 25


@dataclass
class LabConfig:
    seed: int = 17
    n_strips: int = 1600
    z_dim: int = 8
    micro_batch: int = 32
    accumulation: int = 2
    updates: int = 150
    clip: float = 10.0
    amp: bool = False
    log_every: int = 25
    gen: OptimSpec = field(default_factory=OptimSpec)
    disc: OptimSpec = field(default_factory=lambda: OptimSpec(lr=3e-4))


def test_strips(cfg):
    """Synthetic densitometer readings: a toe, a straight line with slope gamma, and a shoulder."""
    g = torch.Generator().manual_seed(cfg.seed)
    n = cfg.n_strips
    dev = torch.randint(0, len(DEVELOPERS), (n,), generator=g)
    minutes = 5 + 10 * torch.rand(n, generator=g)
    temp = 18 + 6 * torch.rand(n, generator=g)
    activity = torch.tensor([1.0, 1.15, 0.85, 1.05])[dev]
    gamma = 0.35 + 0.045 * minutes * activity * torch.exp(0.07 * (temp - 20))
    speed = -2.2 + 0.05 * (minutes - 9) + 0.1 * (dev == 3).float()
    fog = 0.1 + 0.01 * minutes
    dmax = 2.2 + 0.4 * torch.rand(n, generator=g)
    lin = gamma[:, None] * F.softplus(4 * (LOG_E[None] - speed[:, None])) / 4
    density = fog[:, None] + dmax[:, None] * torch.tanh(lin / dmax[:, None])
    density = density + 0.02 * torch.randn(n, len(LOG_E), generator=g)
    cond = torch.cat([F.one_hot(dev, len(DEVELOPERS)).float(),
                      ((minutes - 10) / 3)[:, None], ((temp - 21) / 2)[:, None]], 1)
    return density, cond


class CurveGenerator(nn.Module):
    def __init__(self, z_dim, c_dim, n_points, width=96):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim + c_dim, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2), nn.Linear(width, n_points))

    def forward(self, z, c):
        # cumulative softplus keeps the curve monotone, like a real film
        steps = F.softplus(self.net(torch.cat([z, c], 1)))
        return 0.1 + 0.3 * torch.cumsum(steps, dim=1) / steps.shape[1] * 4


class CurveCritic(nn.Module):
    def __init__(self, c_dim, n_points, width=96):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_points + (n_points - 1) + c_dim, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2), nn.Linear(width, 1))

    def forward(self, curve, c):
        slope = curve[:, 1:] - curve[:, :-1]
        return self.net(torch.cat([curve, 10 * slope, c], 1)).squeeze(1)


class Accelerator:
    def __init__(self, accumulation, amp):
        self.accumulation = accumulation
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.micro = 0
        self.sync_gradients = True

    def prepare(self, *objects):
        return objects

    @contextmanager
    def accumulate(self, *models):
        self.micro += 1
        self.sync_gradients = self.micro % self.accumulation == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation).backward()

    def clip_grad_norm_(self, module, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(module.parameters(), max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def warmup(opt, n):
    return torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / n))


def snapshot(**parts):
    buf = io.BytesIO()
    torch.save({k: v.state_dict() for k, v in parts.items()}, buf)
    return buf.getvalue()


def gamma_of(curves):
    """Contrast index: slope of the straight-line part (log E from -1.6 to -0.4)."""
    i0, i1 = 6, 13
    return (curves[:, i1] - curves[:, i0]) / (LOG_E[i1] - LOG_E[i0])


def main(cfg=LabConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    density, cond = test_strips(cfg)
    c_dim, n_pts = cond.shape[1], density.shape[1]
    accel = Accelerator(cfg.accumulation, cfg.amp)
    gen, critic = CurveGenerator(cfg.z_dim, c_dim, n_pts), CurveCritic(c_dim, n_pts)
    opts = {"gen": torch.optim.Adam(gen.parameters(), lr=cfg.gen.lr, betas=cfg.gen.betas),
            "critic": torch.optim.Adam(critic.parameters(), lr=cfg.disc.lr, betas=cfg.disc.betas)}
    gen, critic, opts = accel.prepare(gen, critic, opts)
    scheds = {"gen": warmup(opts["gen"], cfg.gen.warmup), "critic": warmup(opts["critic"], cfg.disc.warmup)}
    meters = {"d": 0.0, "g": 0.0}
    best = None

    for micro in range(cfg.updates * cfg.accumulation):
        idx = torch.randint(0, cfg.n_strips, (cfg.micro_batch,))
        real, c = density[idx], cond[idx]
        with accel.accumulate(gen, critic):
            z = torch.randn(cfg.micro_batch, cfg.z_dim)
            fake = gen(z, c)

            d_real, d_fake = critic(real, c), critic(fake, c)
            d_loss = F.softplus(-d_real).mean() + F.softplus(d_fake).mean()
            accel.backward(d_loss)
            if accel.sync_gradients:
                accel.clip_grad_norm_(critic, cfg.clip, opts["critic"])
                accel.step(opts["critic"])
                scheds["critic"].step()
                opts["critic"].zero_grad(set_to_none=True)

            critic.requires_grad_(False)
            g_loss = F.softplus(-critic(fake, c)).mean()
            accel.backward(g_loss)
            critic.requires_grad_(True)
            if accel.sync_gradients:
                accel.clip_grad_norm_(gen, cfg.clip, opts["gen"])
                accel.step(opts["gen"])
                scheds["gen"].step()
                opts["gen"].zero_grad(set_to_none=True)
        meters["d"] += d_loss.item()
        meters["g"] += g_loss.item()
        if (micro + 1) % (cfg.log_every * cfg.accumulation) == 0:
            k = cfg.log_every * cfg.accumulation
            print(f"update {(micro + 1) // cfg.accumulation:4d} | d {meters['d'] / k:.3f} | g {meters['g'] / k:.3f}")
            meters = {"d": 0.0, "g": 0.0}
            best = snapshot(gen=gen, critic=critic, opt_g=opts["gen"], opt_d=opts["critic"])

    with torch.no_grad():
        synth = gen(torch.randn(len(cond), cfg.z_dim), cond)
    err = (gamma_of(synth) - gamma_of(density)).abs().mean().item()
    print(f"mean |gamma error| of synthetic curves: {err:.3f}  (checkpoint {len(best) // 1024} KiB)")


if __name__ == "__main__":
    main()
