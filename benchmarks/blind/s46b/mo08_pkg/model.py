import torch.nn as nn

from .vq import VectorQuantizer

ARCHS = {}


def register(name):
    def deco(cls):
        ARCHS[name] = cls
        return cls
    return deco


def instantiate_from_config(cfg):
    return ARCHS[cfg["target"]](**cfg.get("params", {}))


@register("zipper_vqvae")
class ZipperVQVAE(nn.Module):
    def __init__(self, hidden, code_dim, n_codes):
        super().__init__()
        self.encoder = nn.Sequential(nn.Conv1d(1, hidden, 4, 2, 1), nn.ReLU(),
                                     nn.Conv1d(hidden, code_dim, 4, 2, 1))
        self.vq = VectorQuantizer(n_codes, code_dim)
        self.decoder = nn.Sequential(nn.ConvTranspose1d(code_dim, hidden, 4, 2, 1), nn.ReLU(),
                                     nn.ConvTranspose1d(hidden, 1, 4, 2, 1))

    def forward(self, x):
        z_e = self.encoder(x)
        zq, cb_loss, commit, idx = self.vq(z_e)
        return {"recon": self.decoder(zq), "z_e": z_e, "cb_loss": cb_loss,
                "commit": commit, "idx": idx}
