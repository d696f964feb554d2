"""Sand-pile avalanche-size GAN: generate sorted log avalanche sizes of a tilted sand tray."""
from . import networks, objectives  # noqa: F401
