import torch.nn as nn

from .quantizer import EMAQuantizer

REGISTRY = {}


def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        return cls
    return deco


def instantiate_from_config(cfg):
    return REGISTRY[cfg["target"]](**cfg.get("params", {}))


@register("glass_vqvae")
class GlassVQVAE(nn.Module):
    def __init__(self, n_bins, hidden, n_latents, code_dim, n_codes):
        super().__init__()
        self.n_latents, self.code_dim = n_latents, code_dim
        self.encoder = nn.Sequential(nn.Linear(n_bins, hidden), nn.ReLU(inplace=True),
                                     nn.Linear(hidden, n_latents * code_dim))
        self.quantizer = EMAQuantizer(n_codes, code_dim)
        self.decoder = nn.Sequential(nn.Linear(n_latents * code_dim, hidden), nn.ReLU(inplace=True),
                                     nn.Linear(hidden, n_bins))

    def forward(self, spec):
        z = self.encoder(spec).view(-1, self.n_latents, self.code_dim)
        zq, commit, idx = self.quantizer(z)
        return self.decoder(zq.flatten(1)), commit, idx
