"""Pseudo-Voigt profiles, Caglioti widths and a Chebyshev background."""
import math

import torch

from .crystal import bragg_two_theta

U_FIXED, V_FIXED = 0.010, -0.004      # deg^2, from the instrument standard file


def pseudo_voigt(x, centre, fwhm, eta):
    dx = x[None, :] - centre[:, None]
    hw = fwhm[:, None] / 2.0
    lor = 1.0 / (math.pi * hw * (1.0 + (dx / hw) ** 2))
    gau = math.sqrt(math.log(2.0) / math.pi) / hw * torch.exp(-math.log(2.0) * (dx / hw) ** 2)
    return eta * lor + (1.0 - eta) * gau


def chebyshev_background(x, coeffs):
    t = 2.0 * (x - x[0]) / (x[-1] - x[0]) - 1.0
    basis = [torch.ones_like(t), t]
    while len(basis) < coeffs.numel():
        basis.append(2.0 * t * basis[-1] - basis[-2])
    return coeffs @ torch.stack(basis[: coeffs.numel()])


def calc_pattern(p, two_theta, hkl_norms):
    centres = bragg_two_theta(p["a"], hkl_norms) + p["zero"]
    tan_t = torch.tan(torch.deg2rad(centres / 2.0))
    fwhm = torch.sqrt(U_FIXED * tan_t ** 2 + V_FIXED * tan_t + p["W"])
    eta = torch.sigmoid(p["eta_logit"])
    peaks = torch.exp(p["log_I"])[:, None] * pseudo_voigt(two_theta, centres, fwhm, eta)
    return peaks.sum(dim=0) + chebyshev_background(two_theta, p["bkg"])


def synthetic_scan(hkl_norms, seed=2):
    """Counts on a 20-85 deg, 0.02 deg step scan."""
    gen = torch.Generator().manual_seed(seed)
    two_theta = torch.arange(20.0, 85.0, 0.02, dtype=torch.float64)
    truth = {
        "a": torch.tensor(5.4112, dtype=torch.float64),
        "zero": torch.tensor(-0.018, dtype=torch.float64),
        "W": torch.tensor(0.0045, dtype=torch.float64),
        "eta_logit": torch.tensor(0.2, dtype=torch.float64),
        "log_I": torch.log(torch.tensor([900.0, 260.0, 520.0, 420.0, 75.0, 80.0, 150.0, 120.0,
                                         110.0, 60.0][: hkl_norms.numel()], dtype=torch.float64)),
        "bkg": torch.tensor([120.0, -25.0, 10.0], dtype=torch.float64),
    }
    with torch.no_grad():
        ycalc = calc_pattern(truth, two_theta, hkl_norms)
    counts = torch.poisson(ycalc, generator=gen)
    return two_theta, counts, truth
