"""Cauchy fits n(lambda) = A + B / lambda^2 (lambda in um) from the coating lab's ellipsometry."""
import torch

CAUCHY = {
    "TiO2": (2.20, 0.0350),
    "SiO2": (1.45, 0.0036),
    "MgF2": (1.37, 0.0030),
    "BK7": (1.5046, 0.00420),
}


def index(material, wl_nm):
    a, b = CAUCHY[material]
    wl_um = wl_nm / 1000.0
    return a + b / wl_um ** 2
