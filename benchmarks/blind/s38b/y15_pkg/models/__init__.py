from .blocks import ActNorm1d, InvertibleLinear, SplineFreeCoupling
from .flow import TabularFlow


def build_model(cfg):
    return TabularFlow(cfg["dim"], cfg["hidden"], cfg["depth"])


__all__ = ["ActNorm1d", "InvertibleLinear", "SplineFreeCoupling", "TabularFlow", "build_model"]
