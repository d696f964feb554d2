from .generator import Upsampler
from .critic import WaveCritic

__all__ = ["Upsampler", "WaveCritic", "build_model"]


def build_model(cfg):
    gen = Upsampler(factor=cfg["factor"], channels=cfg["channels"])
    critic = WaveCritic(channels=cfg["channels"])
    return gen, critic
