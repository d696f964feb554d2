import math

import torch
import torch.nn as nn

REGISTRY = {}


def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco


def instantiate_from_config(cfg):
    return REGISTRY[cfg["target"]](**cfg.get("params", {}))


@register("brew_vae")
class BrewVAE(nn.Module):
    def __init__(self, x_dim, hidden, z_dim):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(x_dim, hidden), nn.Tanh(), nn.Linear(hidden, 2 * z_dim))
        self.dec = nn.Sequential(nn.Linear(z_dim, hidden), nn.Tanh(), nn.Linear(hidden, x_dim))

    def forward(self, x):
        mu, logvar = self.enc(x).chunk(2, dim=-1)
        z = mu + torch.randn_like(mu) * torch.exp(0.5 * logvar)
        log_q = -0.5 * (((z - mu) ** 2) / logvar.exp() + logvar + math.log(2 * math.pi)).sum(-1)
        return self.dec(z), z, log_q


class Coupling(nn.Module):
    def __init__(self, dim, hidden, flip):
        super().__init__()
        self.flip = flip
        self.net = nn.Sequential(nn.Linear(dim // 2, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def forward(self, z):
        a, b = z.chunk(2, dim=-1)
        if self.flip:
            a, b = b, a
        log_s, t = self.net(a).chunk(2, dim=-1)
        log_s = torch.tanh(log_s)
        b = b * torch.exp(log_s) + t
        out = torch.cat([b, a], -1) if self.flip else torch.cat([a, b], -1)
        return out, log_s.sum(-1)


@register("coupling_prior")
class CouplingPrior(nn.Module):
    def __init__(self, z_dim, hidden, n_layers):
        super().__init__()
        self.layers = nn.ModuleList(Coupling(z_dim, hidden, i % 2 == 1) for i in range(n_layers))

    def log_prob(self, z):
        log_det = torch.zeros(z.shape[0])
        for layer in self.layers:
            z, ld = layer(z)
            log_det = log_det + ld
        base = -0.5 * (z ** 2 + math.log(2 * math.pi)).sum(-1)
        return base + log_det
