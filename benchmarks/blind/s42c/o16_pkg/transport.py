"""1-D advection-dispersion with first-order loss, instantaneous injection at x = 0."""
import math

import torch

CROSS_SECTION_M2 = 12.0


def slug_concentration(x, t, mass_kg, u, disp, k):
    """ug/L at distance x (m) and time t (s) after injection.

    C = M / (A sqrt(4 pi D t)) exp(-(x - u t)^2 / (4 D t) - k t)
    """
    t = t.clamp(min=1.0)
    c_kg_m3 = mass_kg / (CROSS_SECTION_M2 * torch.sqrt(4.0 * math.pi * disp * t)) \
        * torch.exp(-(x - u * t) ** 2 / (4.0 * disp * t) - k * t)
    return c_kg_m3 * 1.0e6          # kg/m^3 -> ug/L
