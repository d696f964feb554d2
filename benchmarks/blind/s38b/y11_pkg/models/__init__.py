from .encoder import TinyEncoder
from .head import PooledHead


def build_model(cfg):
    enc = TinyEncoder(cfg.vocab, cfg.dim, cfg.layers)
    head = PooledHead(cfg.dim, cfg.n_classes)
    return enc, head


__all__ = ["PooledHead", "TinyEncoder", "build_model"]
