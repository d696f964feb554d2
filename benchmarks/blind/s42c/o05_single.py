"""Three-pseudo-component kinetics of beech sawdust pyrolysis from a TGA run.

Mass loss under N2 at 10 K/min.  Each pseudo-component (hemicellulose,
cellulose, lignin) decomposes by an independent first-order Arrhenius
reaction; the char yield is taken from the end of the run.  We fit ln A and E
of the three reactions to the mass curve and its derivative (DTG).  The rate
constants are written about a reference temperature (k_ref at 600 K) so that
ln A and E are not almost perfectly correlated during the fit.

The instrument export is replaced by a simulated run with the same grid.
"""
import math
import time

import numpy as np
import torch

torch.set_num_threads(1)
T_START = time.time()

R_GAS = 8.314                  # J/mol/K
BETA = 10.0 / 60.0             # K/s
T_GRID = torch.arange(300.0, 901.0, 1.0, dtype=torch.float64)   # K, one sample per kelvin
DT = 1.0
T_REF = 600.0                  # K, reparametrisation temperature
T_ONSET = 430.0                # K, below this only moisture leaves: no devolatilisation
CHAR = 0.21                    # residual mass fraction at 900 K
NAMES = ["hemicellulose", "cellulose", "lignin"]
WEIGHTS = torch.tensor([0.31, 0.47, 0.22], dtype=torch.float64)   # volatile fractions (from compositional analysis)

TRUE_LNA = [18.44, 30.95, 6.47]        # ln(A / s^-1)
TRUE_E = [110.0, 185.0, 65.0]          # kJ/mol


def ln_a_from(ln_kref, e_kj):
    return ln_kref + e_kj * 1.0e3 / (R_GAS * T_REF)


def ln_kref_from(ln_a, e_kj):
    return ln_a - e_kj * 1.0e3 / (R_GAS * T_REF)


def rate_constants(ln_kref, e_kj, temps):
    """k_i(T) in 1/s for every component and every grid temperature, shape (3, nT)."""
    inv_t = 1.0 / temps[None, :] - 1.0 / T_REF
    k = torch.exp(ln_kref[:, None] - e_kj[:, None] * 1.0e3 / R_GAS * inv_t)
    k[:, temps < T_ONSET] = 0.0
    return k


def mass_curve(ln_kref, e_kj, temps=T_GRID):
    """Normalised sample mass m(T) and conversion of each component."""
    k = rate_constants(ln_kref, e_kj, temps)
    # exact integral of first-order kinetics on a linear ramp, trapezoid in T
    integral = torch.cumsum(k, dim=1) * DT / BETA
    integral = integral - 0.5 * (k + k[:, :1]) * DT / BETA
    alpha = 1.0 - torch.exp(-integral)
    volatile_left = (WEIGHTS[:, None] * (1.0 - alpha)).sum(dim=0)
    return CHAR + (1.0 - CHAR) * volatile_left, alpha


def dtg(mass):
    return -(mass[2:] - mass[:-2]) / (2.0 * DT)        # 1/K, central difference


# ------------------------------------------------------------- "measured" run
rng = np.random.default_rng(5)
with torch.no_grad():
    e_true = torch.tensor(TRUE_E, dtype=torch.float64)
    m_true, _ = mass_curve(ln_kref_from(torch.tensor(TRUE_LNA, dtype=torch.float64), e_true), e_true)
m_meas = m_true + torch.tensor(2.0e-4 * rng.standard_normal(m_true.shape[0]))   # balance noise
dtg_meas = dtg(m_meas)
# light smoothing of the measured DTG, as the instrument software does
kernel = torch.ones(7, dtype=torch.float64) / 7.0
dtg_meas = torch.nn.functional.conv1d(dtg_meas[None, None], kernel[None, None], padding=3)[0, 0]

peak = T_GRID[1:-1][dtg_meas.argmax()].item()
print(f"TGA run: {T_GRID.numel()} points, final mass {m_meas[-1]:.3f}, DTG peak at {peak:.0f} K")

# ------------------------------------------------------------- fit
# starting values from the literature review table (Di Blasi 2008, roughly)
ln_a0 = np.array([16.0, 28.0, 8.0])
e0 = np.array([100.0, 170.0, 75.0])
ln_kref = torch.tensor(ln_a0 - e0 * 1.0e3 / (R_GAS * T_REF), dtype=torch.float64, requires_grad=True)
e_kj = torch.tensor(e0, dtype=torch.float64, requires_grad=True)
W_DTG = 200.0                                     # DTG is ~1e-3/K, mass ~1: balance the terms
PCT2 = 1.0e4                                      # residuals in (mass %)^2

lbfgs = torch.optim.LBFGS([ln_kref, e_kj], lr=1.0, max_iter=100, history_size=20,
                          tolerance_grad=1e-10, tolerance_change=1e-14, line_search_fn="strong_wolfe")
results = {"outer": [], "obj": [], "ln_kref": [], "e_kj": []}


def objective():
    lbfgs.zero_grad()
    m_model, _ = mass_curve(ln_kref, e_kj)
    j = PCT2 * (((m_model - m_meas) ** 2).mean() + W_DTG * ((dtg(m_model) - dtg_meas) ** 2).mean())
    j.backward()
    return j


for outer in range(6):
    obj = lbfgs.step(objective)
    results["outer"].append(outer)
    results["obj"].append(obj.item())
    results["ln_kref"].append(ln_kref.detach().tolist())
    results["e_kj"].append(e_kj.detach().tolist())
    print(f"outer {outer}: objective {obj.item():.3e}")

ln_a_fit = ln_a_from(ln_kref.detach(), e_kj.detach())
print("\ncomponent        ln A (fit / true)      E kJ/mol (fit / true)")
for i, name in enumerate(NAMES):
    print(f"{name:14s}   {ln_a_fit[i].item():6.2f} / {TRUE_LNA[i]:6.2f}        "
          f"{e_kj[i].item():6.1f} / {TRUE_E[i]:6.1f}")
with torch.no_grad():
    m_fit, _ = mass_curve(ln_kref, e_kj)
rms = (m_fit - m_meas).pow(2).mean().sqrt().item()
print(f"mass rms residual {100 * rms:.3f} %   ({time.time() - T_START:.1f} s)")
