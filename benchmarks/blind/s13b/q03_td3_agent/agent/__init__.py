from .td3 import TD3Agent
from .buffer import ReplayBuffer

__all__ = ["TD3Agent", "ReplayBuffer"]
