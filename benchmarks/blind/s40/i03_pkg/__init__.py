"""Hotspot detection on synthetic thermal (IR) images of PV strings, CenterNet-style."""
from . import backbones, detector, necks  # noqa: F401  (fill the registries)
