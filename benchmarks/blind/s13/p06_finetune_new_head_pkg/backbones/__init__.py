from .convnet import BACKBONES

__all__ = ["BACKBONES"]
