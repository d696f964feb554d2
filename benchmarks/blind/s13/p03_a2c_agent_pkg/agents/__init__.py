from .networks import Actor, Critic
from .a2c import A2CAgent

__all__ = ["Actor", "Critic", "A2CAgent"]
