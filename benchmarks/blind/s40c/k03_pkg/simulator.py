"""Two-box energy-balance climate model used as the expensive simulator.

C  dT/dt  = F(t) - lam*T - gamma*(T - Td)
Cd dTd/dt = gamma*(T - Td)

Heat capacities in W yr m^-2 K^-1, forcing in W m^-2, time in years.
"""
import numpy as np

F2X = 3.93                 # W m^-2 per CO2 doubling
SECONDS_PER_YEAR = 3.156e7
C_MIXED = 8.0              # W yr m^-2 K^-1  (~ 60 m of ocean)
C_DEEP = 100.0

# parameter box: (ECS [K], aerosol scaling [-], ocean uptake gamma [W m^-2 K^-1])
PARAM_LOW = np.array([1.5, 0.3, 0.5])
PARAM_HIGH = np.array([5.0, 1.5, 1.2])
PARAM_NAMES = ["ECS", "aerosol_scale", "gamma"]


def scenario_forcing(years):
    """CO2 forcing rising to ~4.5 W m^-2 by 2100 plus a negative aerosol term."""
    co2_ppm = 280.0 + 130.0 * np.exp((years - 2020) / 45.0).clip(max=8.0)
    co2_ppm = np.where(years < 1850, 280.0, co2_ppm)
    f_co2 = 5.35 * np.log(co2_ppm / 280.0)
    f_aer = -0.9 * np.exp(-((years - 1990) / 40.0) ** 2)
    return f_co2, f_aer


def run_model(ecs, aer_scale, gamma, y0=1850, y1=2100, dt=0.25):
    years = np.arange(y0, y1 + dt, dt)
    f_co2, f_aer = scenario_forcing(years)
    forcing = f_co2 + aer_scale * f_aer
    lam = F2X / ecs
    T, Td = 0.0, 0.0
    out = np.empty_like(years)
    for k, F in enumerate(forcing):
        dT = (F - lam * T - gamma * (T - Td)) / C_MIXED
        dTd = gamma * (T - Td) / C_DEEP
        T, Td = T + dt * dT, Td + dt * dTd
        out[k] = T
    return years, out


def latin_hypercube(n, d, rng):
    cut = (np.arange(n)[:, None] + rng.uniform(size=(n, d))) / n
    for j in range(d):
        cut[:, j] = cut[rng.permutation(n), j]
    return cut


def ensemble(n_runs, rng):
    """Returns unit-cube design (n, 3) and 2081-2100 mean warming (K)."""
    design = latin_hypercube(n_runs, 3, rng)
    params = PARAM_LOW + design * (PARAM_HIGH - PARAM_LOW)
    warming = np.empty(n_runs)
    for i, (ecs, aer, gam) in enumerate(params):
        years, T = run_model(ecs, aer, gam)
        warming[i] = T[years >= 2081].mean()
    return design, warming
