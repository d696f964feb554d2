from .registry import NETWORKS, register
from . import nets  # noqa: F401  (populates the registry)


def build(name, **kwargs):
    return NETWORKS[name](**kwargs)
