from .separator import MaskDecoder, MaskSeparator


def build_model(cfg):
    return MaskSeparator(sources=cfg.sources, n_fft_bins=cfg.bins, hidden=cfg.hidden)


__all__ = ["MaskDecoder", "MaskSeparator", "build_model"]
