"""Reference cooling law for a ceramic mug of coffee.

theta = (T - T_room) / (T_0 - T_room).  Newton cooling through the wall, plus
evaporative loss from the open surface that grows steeply with temperature
(vapour pressure), suppressed when the lid is on.
"""
import torch


def cooling_rate(theta, lid, h_wall=0.8, h_evap=1.6, lid_block=0.85):
    evap = h_evap * (1.0 - lid_block * lid) * theta * torch.exp(1.5 * (theta - 1.0))
    return -(h_wall * theta + evap)


@torch.no_grad()
def brew_sessions(n, n_samples, t_end, generator, noise=0.005):
    lid = (torch.rand(n, 1, generator=generator) < 0.5).float()
    theta0 = 0.85 + 0.15 * torch.rand(n, 1, generator=generator)
    t = torch.linspace(0.0, t_end, n_samples)
    dt = (t[1] - t[0]) / 20
    theta = theta0
    rows = [theta]
    for _ in range(n_samples - 1):
        for _ in range(20):
            theta = theta + dt * cooling_rate(theta, lid)
        rows.append(theta)
    temps = torch.cat(rows, dim=1)
    return lid, temps + noise * torch.randn(temps.shape, generator=generator), t
