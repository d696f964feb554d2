"""Explicit finite-volume model of the heated rod.

Left end: film heater with a known heat flux, right end: insulated.
k(x) = exp(sum_j c_j P_j(xi)), xi in [-1, 1] along the rod, Legendre P_j.
"""
import torch

ROD = {
    "length": 0.04,        # m
    "n_cells": 16,
    "rho_c": 3.6e6,        # J/m^3/K, volumetric heat capacity (measured by DSC)
    "dt": 0.1,             # s
    "n_steps": 400,        # 40 s transient
    "q_heater": 2.0e4,     # W/m^2 after the ramp
    "ramp_s": 2.0,
    "T0": 293.15,          # K
    "sample_every": 10,    # logger writes once per second
    "sensor_x": (0.005, 0.010, 0.015, 0.020, 0.025),   # m
}


def cell_centres(rod=ROD):
    dx = rod["length"] / rod["n_cells"]
    return (torch.arange(rod["n_cells"], dtype=torch.float64) + 0.5) * dx


def legendre_basis(xi, order):
    p = [torch.ones_like(xi), xi]
    for n in range(1, order):
        p.append(((2 * n + 1) * xi * p[n] - n * p[n - 1]) / (n + 1))
    return torch.stack(p[: order + 1], dim=0)


def conductivity(coeffs, x, rod=ROD):
    xi = 2.0 * x / rod["length"] - 1.0
    basis = legendre_basis(xi, coeffs.numel() - 1)
    return torch.exp(coeffs @ basis)


def sensor_indices(rod=ROD):
    dx = rod["length"] / rod["n_cells"]
    return [int(xs / dx) for xs in rod["sensor_x"]]


def heater_flux(t, rod=ROD):
    return rod["q_heater"] * min(1.0, t / rod["ramp_s"])


def simulate(coeffs, rod=ROD):
    """Returns thermocouple temperatures, shape (n_samples, n_sensors)."""
    x = cell_centres(rod)
    dx = rod["length"] / rod["n_cells"]
    k_cell = conductivity(coeffs, x, rod)
    k_face = 2.0 * k_cell[1:] * k_cell[:-1] / (k_cell[1:] + k_cell[:-1])   # harmonic mean
    gain = rod["dt"] / (rod["rho_c"] * dx)
    idx = sensor_indices(rod)

    temp = torch.full((rod["n_cells"],), rod["T0"], dtype=torch.float64)
    samples = []
    for n in range(rod["n_steps"]):
        flux = -k_face * (temp[1:] - temp[:-1]) / dx          # W/m^2 at interior faces
        q_in = torch.full((1,), heater_flux(n * rod["dt"], rod), dtype=torch.float64)
        q_out = torch.zeros(1, dtype=torch.float64)
        faces = torch.cat([q_in, flux, q_out])
        temp = temp + gain * (faces[:-1] - faces[1:])
        if (n + 1) % rod["sample_every"] == 0:
            samples.append(temp[idx])
    return torch.stack(samples)
