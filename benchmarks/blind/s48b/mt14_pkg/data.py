import torch

from .model import TyreLeak
from .physics import P_ATM, integrate_pressure


def garage_week(n_tyres, n_days, readings_per_day, generator, noise=0.01):
    truth = TyreLeak(conductance=0.03, exponent=1.4)
    with torch.no_grad():
        for p in truth.valve.parameters():
            p.copy_(0.5 * torch.randn(p.shape, generator=generator))
    t_grid = torch.linspace(0.0, float(n_days), n_days * readings_per_day + 1)
    gauge0 = 2.5 + 2.0 * torch.rand(n_tyres, generator=generator)   # road to city tyres
    m0 = gauge0 + P_ATM
    gauge = integrate_pressure(truth, m0, t_grid)
    return t_grid, m0, gauge + noise * torch.randn(gauge.shape, generator=generator)
