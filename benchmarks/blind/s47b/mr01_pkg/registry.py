import torch

from .encoders import IntervalEncoder, MomentumPair

ENCODERS = {"interval_cnn": IntervalEncoder}
OPTIMIZERS = {"sgd": torch.optim.SGD, "adamw": torch.optim.AdamW}


def build_pair(cfg):
    enc = ENCODERS[cfg["encoder"]](cfg["width"], cfg["dim"])
    return MomentumPair(enc, cfg["momentum"])


def build_optimizer(cfg, params):
    kwargs = dict(cfg["optim_kwargs"])
    return OPTIMIZERS[cfg["optim"]](params, **kwargs)
