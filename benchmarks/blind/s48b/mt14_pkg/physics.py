"""Gauge pressure of a tyre with a slow leak.

Absolute pressure follows the gas temperature (isochoric), and the gas mass
leaks through the tube wall and the valve core:
    dm/dt = -C * (p - p_atm)^n,    p = m * T / V
Times in days, pressures in bar, temperatures in units of 290 K.
"""
import math

import torch

P_ATM = 1.0


def garage_temperature(t, swing=0.04, phase=0.3):
    return 1.0 + swing * torch.sin(2 * math.pi * (t - phase))


@torch.no_grad()
def integrate_pressure(leak, m0, t_grid, substeps=4):
    """Explicit Euler on the gas content; returns gauge pressure on t_grid."""
    m = m0
    temp0 = garage_temperature(t_grid[0])
    gauge = [m * temp0 - P_ATM]
    for i in range(t_grid.numel() - 1):
        h = (t_grid[i + 1] - t_grid[i]) / substeps
        for k in range(substeps):
            t = t_grid[i] + k * h
            p = m * garage_temperature(t)
            m = m - h * leak(p - P_ATM, garage_temperature(t))
        gauge.append(m * garage_temperature(t_grid[i + 1]) - P_ATM)
    return torch.stack(gauge, dim=-1)
