"""Dripping-faucet inter-drop interval GAN (period-doubling regime)."""
from . import losses, nets  # noqa: F401  (register components)
