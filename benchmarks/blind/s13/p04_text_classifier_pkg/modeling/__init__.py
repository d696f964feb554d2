from .zoo import ARCHS, build_model

__all__ = ["ARCHS", "build_model"]
