"""Deflating-balloon squeal: a VAE over pitch contours, scored with an importance-weighted bound.

As the balloon empties, the pressure behind the stretched neck falls, so the
squeal slides down in pitch with a flutter that speeds up near the end.
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CONFIG = {
    "seed": 31,
    "model": {"target": "SquealVAE", "params": {"length": 50, "hidden": 128, "z_dim": 6}},
    "train": {"batch": 64, "n_steps": 200, "lr": 2e-3, "warmup": 80, "eval_every": 50,
              "eval_batches": 4, "eval_k": 32, "obs_std": 0.05},
}
REGISTRY = {}


def register(cls):
    REGISTRY[cls.__name__] = cls
    return cls


def instantiate_from_config(cfg):
    return REGISTRY[cfg["target"]](**cfg.get("params", {}))


def squeal_contours(batch, length, gen):
    t = torch.linspace(0.0, 1.0, length)
    while True:
        p0 = 0.7 + 0.3 * torch.rand(batch, 1, generator=gen)
        leak = 1.5 + 2.0 * torch.rand(batch, 1, generator=gen)
        pressure = p0 * torch.exp(-leak * t)
        flutter = 0.05 * torch.sin(2 * math.pi * (6.0 + 10.0 * t) * t + 6.28 * torch.rand(batch, 1, generator=gen))
        pitch = torch.log(200.0 + 600.0 * pressure) - 6.0 + flutter * pressure
        yield pitch + 0.02 * torch.randn(batch, length, generator=gen)


@register
class SquealVAE(nn.Module):
    def __init__(self, length, hidden, z_dim):
        super().__init__()
        self.z_dim = z_dim
        self.enc = nn.Sequential(nn.Linear(length, hidden), nn.Softplus(), nn.Linear(hidden, 2 * z_dim))
        self.dec = nn.Sequential(nn.Linear(z_dim, hidden), nn.Softplus(), nn.Linear(hidden, length))

    def encode(self, x):
        mu, logvar = self.enc(x).chunk(2, -1)
        return mu, logvar.clamp(-8, 4)

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        return self.dec(z), mu, logvar

    def log_weights(self, x, k, obs_std):
        mu, logvar = self.encode(x)
        std = torch.exp(0.5 * logvar)
        z = mu[None] + std[None] * torch.randn(k, *mu.shape)
        log_q = (-0.5 * ((z - mu) / std) ** 2 - torch.log(std) - 0.5 * math.log(2 * math.pi)).sum(-1)
        log_p = (-0.5 * z ** 2 - 0.5 * math.log(2 * math.pi)).sum(-1)
        recon = self.dec(z)
        log_lik = (-0.5 * ((x[None] - recon) / obs_std) ** 2
                   - math.log(obs_std) - 0.5 * math.log(2 * math.pi)).sum(-1)
        return log_lik + log_p - log_q


class Accelerator:
    def prepare(self, *objs):
        return objs

    def backward(self, loss):
        loss.backward()


def evaluate(model, batches, k, obs_std):
    model.eval()
    total, n = 0.0, 0
    for x in batches:
        log_w = model.log_weights(x, k, obs_std)
        iw_bound = torch.logsumexp(log_w, 0) - math.log(k)
        total += iw_bound.sum().item()
        n += x.shape[0]
    model.train()
    return total / n


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    tc = CONFIG["train"]
    length = CONFIG["model"]["params"]["length"]

    model = instantiate_from_config(CONFIG["model"])
    opt = torch.optim.Adam(model.parameters(), lr=tc["lr"])
    accelerator = Accelerator()
    model, opt = accelerator.prepare(model, opt)
    data_iter = squeal_contours(tc["batch"], length, gen)
    val_stream = squeal_contours(128, length, torch.Generator().manual_seed(4))
    val_batches = [next(val_stream) for _ in range(tc["eval_batches"])]

    @torch.no_grad()
    def sample_final_pitch(n):
        z = torch.randn(n, model.z_dim, generator=gen)
        return model.dec(z)[:, -1]

    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        opt.zero_grad()
        recon, mu, logvar = model(x)
        nll = 0.5 * (((recon - x) / tc["obs_std"]) ** 2).sum(-1).mean()
        kl = -0.5 * (1 + logvar - mu ** 2 - logvar.exp()).sum(-1).mean()
        loss = nll + min(1.0, step / tc["warmup"]) * kl
        accelerator.backward(loss)
        opt.step()
        step += 1
        if step % tc["eval_every"] == 0:
            bound = evaluate(model, val_batches, tc["eval_k"], tc["obs_std"])
            print(f"step {step:4d}  loss {loss.item():9.2f}  val IW-bound/contour {bound:9.2f}")
    print("sampled end pitches:", [round(v, 3) for v in sample_final_pitch(5).tolist()])


if __name__ == "__main__":
    main()
