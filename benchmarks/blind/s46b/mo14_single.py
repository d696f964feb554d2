"""Hula-hoop wobble: a VAE-GAN over the hoop's tilt angle while it is kept spinning.

The hoop precesses around the waist; its tilt oscillates at the hip-drive
frequency with a slow beat when the drive is slightly off resonance.
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CONFIG = {
    "seed": 47,
    "generator": {"target": "HoopVAE", "params": {"length": 64, "hidden": 96, "z_dim": 4}},
    "critic": {"target": "HoopCritic", "params": {"length": 64, "hidden": 64}},
    "train": {"batch": 48, "n_steps": 120, "lr_g": 2e-3, "lr_d": 1e-3, "warmup": 50,
              "adv_weight": 0.05, "log_every": 40},
}
ZOO = {}


def register(cls):
    ZOO[cls.__name__] = cls
    return cls


def instantiate_from_config(cfg):
    return ZOO[cfg["target"]](**cfg.get("params", {}))


def hoop_traces(batch, length, gen):
    t = torch.linspace(0.0, 8.0, length)
    while True:
        drive = 1.6 + 0.4 * torch.rand(batch, 1, generator=gen)
        detune = 0.1 * torch.randn(batch, 1, generator=gen)
        amp = 0.1 + 0.15 * torch.rand(batch, 1, generator=gen)
        tilt = amp * torch.sin(2 * math.pi * drive * t) * torch.cos(math.pi * detune * t)
        yield tilt / 0.25 + 0.03 * torch.randn(batch, length, generator=gen)


@register
class HoopVAE(nn.Module):
    def __init__(self, length, hidden, z_dim):
        super().__init__()
        self.z_dim = z_dim
        self.enc = nn.Sequential(nn.Linear(length, hidden), nn.GELU(), nn.Linear(hidden, 2 * z_dim))
        self.dec = nn.Sequential(nn.Linear(z_dim, hidden), nn.GELU(), nn.Linear(hidden, length))

    def forward(self, x):
        mu, logvar = self.enc(x).chunk(2, -1)
        z = mu + torch.exp(0.5 * logvar) * torch.randn_like(mu)
        return self.dec(z), mu, logvar


@register
class HoopCritic(nn.Module):
    def __init__(self, length, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(length, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


class Accelerator:
    def prepare(self, *objs):
        return objs

    def backward(self, loss):
        loss.backward()


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    tc = CONFIG["train"]

    vae = instantiate_from_config(CONFIG["generator"])
    critic = instantiate_from_config(CONFIG["critic"])
    opt_g = torch.optim.Adam(vae.parameters(), lr=tc["lr_g"], betas=(0.5, 0.9))
    opt_d = torch.optim.Adam(critic.parameters(), lr=tc["lr_d"], betas=(0.5, 0.9))
    accelerator = Accelerator()
    vae, critic, opt_g, opt_d = accelerator.prepare(vae, critic, opt_g, opt_d)
    data_iter = hoop_traces(tc["batch"], CONFIG["generator"]["params"]["length"], gen)

    @torch.no_grad()
    def sample_tilts(n):
        return vae.dec(torch.randn(n, vae.z_dim, generator=gen)).abs().amax(-1) * 0.25

    step = 0
    while step < tc["n_steps"]:
        real = next(data_iter)
        recon, mu, logvar = vae(real)
        logits_real = critic(real)
        logits_recon_d = critic(recon.detach())
        logits_recon_g = critic(recon)

        opt_d.zero_grad()
        d_loss = F.softplus(-logits_real).mean() + F.softplus(logits_recon_d).mean()
        accelerator.backward(d_loss)
        opt_d.step()

        opt_g.zero_grad()
        rec = F.mse_loss(recon, real, reduction="none").sum(-1).mean()
        kl = -0.5 * (1 + logvar - mu.pow(2) - logvar.exp()).sum(-1).mean()
        adv = F.softplus(-logits_recon_g).mean()
        g_loss = rec + min(1.0, step / tc["warmup"]) * kl + tc["adv_weight"] * adv
        accelerator.backward(g_loss)
        opt_g.step()
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  d {d_loss.item():.3f}  rec {rec.item():.3f}  kl {kl.item():.3f}")
    print("sampled peak tilt (rad):", [round(v, 3) for v in sample_tilts(5).tolist()])


if __name__ == "__main__":
    main()
