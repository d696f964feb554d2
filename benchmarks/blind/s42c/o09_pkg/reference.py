"""Finite-difference reference (numpy): conservative upwind + central diffusion."""
import math

import numpy as np

from .physics import NU


def burgers_fd(nx=401, t_end=1.0, cfl=0.4, snapshots=(0.25, 0.5, 0.75, 1.0)):
    x = np.linspace(-1.0, 1.0, nx)
    dx = x[1] - x[0]
    u = -np.sin(math.pi * x)
    dt = cfl * min(dx / 1.0, dx * dx / (2.0 * NU))
    t, out = 0.0, {}
    targets = list(snapshots)
    while targets:
        step = min(dt, targets[0] - t)
        # Godunov flux for the convex flux f = u^2 / 2
        ul, ur = u[:-1], u[1:]
        fl, fr = 0.5 * ul ** 2, 0.5 * ur ** 2
        flux = np.where(ul > ur, np.maximum(fl, fr), np.where(ul > 0, fl, np.where(ur < 0, fr, 0.0)))
        un = u.copy()
        un[1:-1] = (u[1:-1] - step / dx * (flux[1:] - flux[:-1])
                    + NU * step / dx ** 2 * (u[2:] - 2 * u[1:-1] + u[:-2]))
        un[0] = un[-1] = 0.0
        u, t = un, t + step
        if abs(t - targets[0]) < 1e-12:
            out[targets.pop(0)] = u.copy()
    return x, out
