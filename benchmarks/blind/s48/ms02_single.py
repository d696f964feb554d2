"""Soap-film thickness from thin-film interference spectra.

A bubble wand film is sampled at 24 wavelengths; the reflectance follows cos(4*pi*n*d/lambda).
A small attention-pooling regressor predicts the film thickness d (in units of 100 nm).
"""
import math
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

HEADS = {}


def register_head(name):
    def deco(cls):
        HEADS[name] = cls
        return cls
    return deco


@dataclass
class FilmCfg:
    n_wavelengths: int = 24
    embed: int = 32
    head: dict = field(default_factory=lambda: {"type": "wavelength_attn", "args": {"temperature": 0.5}})
    optim: dict = field(default_factory=lambda: {"name": "Adam", "kwargs": {"lr": 2e-3}})
    steps: int = 150
    batch: int = 64


def film_batch(n, n_wl, generator):
    lam = torch.linspace(4.0, 7.0, n_wl)                       # wavelength, 100 nm units
    d = 1.0 + 5.0 * torch.rand(n, generator=generator)         # thickness, 100 nm units
    n_soap = 1.33 + 0.01 * torch.randn(n, 1, generator=generator)
    phase = 4 * math.pi * n_soap * d[:, None] / lam[None]
    refl = 0.5 * (1 - torch.cos(phase)) + 0.05 * torch.randn(n, n_wl, generator=generator)
    feats = torch.stack([refl, lam.expand(n, -1) / 7.0], dim=-1)  # (n, n_wl, 2)
    return feats, d


@register_head("wavelength_attn")
class AttnPool(nn.Module):
    def __init__(self, embed, *, temperature=1.0):
        super().__init__()
        self.score = nn.Linear(embed, 1)
        self.temperature = temperature

    def forward(self, tokens):
        logits = self.score(tokens).squeeze(-1) / self.temperature
        weights = torch.exp(logits - logits.amax(dim=1, keepdim=True))
        weights /= weights.sum(dim=1, keepdim=True)
        return torch.einsum("bw,bwe->be", weights, tokens)


class FilmRegressor(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(2, cfg.embed), nn.Tanh(), nn.Linear(cfg.embed, cfg.embed))
        self.mix = nn.Conv1d(cfg.embed, cfg.embed, kernel_size=3, padding=1)
        self.pool = HEADS[cfg.head["type"]](cfg.embed, **cfg.head["args"])
        self.out = nn.Linear(cfg.embed, 1)

    def forward(self, feats):
        tok = self.embed(feats)
        tok = tok + self.mix(tok.transpose(1, 2)).transpose(1, 2)
        return self.out(F.gelu(self.pool(tok))).squeeze(-1)


def run(cfg):
    gen = torch.Generator().manual_seed(7)
    model = FilmRegressor(cfg)
    opt = getattr(torch.optim, cfg.optim["name"])(model.parameters(), **cfg.optim["kwargs"])
    for step in range(cfg.steps):
        feats, d = film_batch(cfg.batch, cfg.n_wavelengths, gen)
        pred = model(feats)
        loss = F.smooth_l1_loss(pred, d)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if step % 50 == 0:
            print(f"step {step:4d}  loss {loss.item():.4f}")
    with torch.no_grad():
        feats, d = film_batch(512, cfg.n_wavelengths, gen)
        mae = (model(feats) - d).abs().mean().item()
    print(f"held-out MAE {mae * 100:.1f} nm")


if __name__ == "__main__":
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    run(FilmCfg())
