from .net import GestureNet

__all__ = ["GestureNet"]
