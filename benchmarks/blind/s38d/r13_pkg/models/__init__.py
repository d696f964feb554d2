from .enhancer import MaskEnhancer, SpectralCritic


def build_models(cfg):
    m = cfg["model"]
    return MaskEnhancer(m["n_freq"], m["hidden"]), SpectralCritic(m["n_freq"], m["hidden"])
