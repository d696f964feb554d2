"""1-D acoustic duct, time-harmonic pressure (Helmholtz) with pressure-release ends.

p''(x) + k^2 p(x) = -s(x),  p(0) = p(L) = 0,   k = 2 pi f / c
Manufactured solution so that the error can be measured exactly.
"""
import math
import torch

C_AIR = 343.0          # m/s at 20 degC
DUCT_L = 1.0           # m
FREQ_HZ = 250.0


def wavenumber(freq_hz=FREQ_HZ, c=C_AIR):
    return 2.0 * math.pi * freq_hz / c          # rad/m


def exact_pressure(x):
    return torch.sin(3 * math.pi * x / DUCT_L) + 0.3 * torch.sin(9 * math.pi * x / DUCT_L)


def source(x, k):
    # s = -(p'' + k^2 p) for the manufactured p
    a, b = 3 * math.pi / DUCT_L, 9 * math.pi / DUCT_L
    p_xx = -a ** 2 * torch.sin(a * x) - 0.3 * b ** 2 * torch.sin(b * x)
    return -(p_xx + k ** 2 * exact_pressure(x))


def collocation_points(n):
    # fixed, slightly jittered grid: self-adaptive weights are attached per point
    g = torch.Generator().manual_seed(0)
    x = (torch.arange(n) + 0.5 + 0.3 * (torch.rand(n, generator=g) - 0.5)) / n * DUCT_L
    return x[:, None]


def boundary_points():
    return torch.tensor([[0.0], [DUCT_L]]), torch.zeros(2, 1)
