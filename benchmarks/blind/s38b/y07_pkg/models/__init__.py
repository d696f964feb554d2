from .crnn import CRNN

_REGISTRY = {"crnn": CRNN}


def build_model(cfg):
    return _REGISTRY[cfg.arch](n_classes=cfg.n_classes, height=cfg.height, hidden=cfg.hidden)


__all__ = ["CRNN", "build_model"]
