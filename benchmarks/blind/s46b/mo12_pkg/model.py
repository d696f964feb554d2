import math

import torch
import torch.nn as nn

MODELS = {}


def register(name):
    def deco(cls):
        MODELS[name] = cls
        return cls
    return deco


def instantiate_from_config(cfg):
    return MODELS[cfg["target"]](**cfg.get("params", {}))


@register("lace_vae")
class LaceVAE(nn.Module):
    def __init__(self, length, hidden, z_dim):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(length, hidden), nn.Tanh(), nn.Linear(hidden, 2 * z_dim))
        self.decoder = nn.Sequential(nn.Linear(z_dim, hidden), nn.Tanh(), nn.Linear(hidden, length))
        self.log_sigma = nn.Parameter(torch.full((1,), math.log(0.1)))
        self.stride_amp = nn.Parameter(torch.tensor(0.01))

    def encode(self, x):
        mu, logvar = self.encoder(x).chunk(2, -1)
        return mu, logvar

    def decode(self, z, stride_wave):
        return self.decoder(z) + self.stride_amp * stride_wave

    def nll(self, x, recon):
        sigma = self.log_sigma.exp()
        return (0.5 * ((x - recon) / sigma) ** 2 + self.log_sigma + 0.5 * math.log(2 * math.pi)).sum(-1)
