from .gru4rec import SessionGRU


def build_model(cfg):
    return SessionGRU(cfg.n_items, cfg.dim)


__all__ = ["SessionGRU", "build_model"]
