from .wavenet import WaveNet
from .layers import CausalConv1d, ResidualBlock

__all__ = ["WaveNet", "CausalConv1d", "ResidualBlock"]
