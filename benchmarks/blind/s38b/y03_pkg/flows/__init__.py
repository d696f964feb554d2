from .layers import ActNorm, AffineCoupling
from .model import RealNVP


def build_model(cfg):
    return RealNVP(dim=cfg.dim, hidden=cfg.hidden, n_blocks=cfg.n_blocks)


__all__ = ["ActNorm", "AffineCoupling", "RealNVP", "build_model"]
