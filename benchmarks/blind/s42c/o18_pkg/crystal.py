"""Fluorite (Fm-3m) reflections and Bragg angles, Cu K-alpha1."""
import math

import torch

WAVELENGTH = 1.5406      # Angstrom
A_CERT = 5.4112          # Angstrom, certificate value of the standard


def fcc_reflections(two_theta_max, a=A_CERT, hmax=6):
    refl = []
    for h in range(hmax + 1):
        for k in range(h + 1):
            for l in range(k + 1):
                if h == k == l == 0:
                    continue
                if len({h % 2, k % 2, l % 2}) != 1:         # fcc: all even or all odd
                    continue
                s = math.sqrt(h * h + k * k + l * l)
                arg = WAVELENGTH * s / (2.0 * a)
                if arg < 1.0 and 2.0 * math.degrees(math.asin(arg)) <= two_theta_max:
                    refl.append(((h, k, l), s))
    refl.sort(key=lambda r: r[1])
    return refl


def bragg_two_theta(a, hkl_norms):
    """2-theta in degrees for lattice parameter a (tensor) and |hkl| (tensor)."""
    return 2.0 * torch.rad2deg(torch.asin(WAVELENGTH * hkl_norms / (2.0 * a)))
