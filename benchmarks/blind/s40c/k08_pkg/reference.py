"""Finite-difference Gray-Scott reference solution (1-D, periodic), used to make
sparse "sensor" observations of both species.

u_t = Du u_xx - u v^2 + F (1 - u)
v_t = Dv v_xx + u v^2 - (F + k) v
Concentrations are dimensionless; x in mm, t in minutes.
"""
import numpy as np

PARAMS = {"Du": 0.02, "Dv": 0.01, "F": 0.04, "k": 0.06}
X_MM = (-1.0, 1.0)
T_MIN = (0.0, 20.0)


def initial_state(x):
    bump = np.exp(-(x / 0.2) ** 2)
    return 1.0 - 0.5 * bump, 0.25 * bump + 0.02


def solve(nx=101, dt=0.005, params=PARAMS):
    x = np.linspace(*X_MM, nx)
    dx = x[1] - x[0]
    u, v = initial_state(x)
    n_steps = int(round((T_MIN[1] - T_MIN[0]) / dt))
    save_every = n_steps // 100
    snaps_u, snaps_v, times = [u.copy()], [v.copy()], [0.0]
    for n in range(1, n_steps + 1):
        lap_u = (np.roll(u, 1) - 2 * u + np.roll(u, -1)) / dx ** 2
        lap_v = (np.roll(v, 1) - 2 * v + np.roll(v, -1)) / dx ** 2
        uvv = u * v * v
        u = u + dt * (params["Du"] * lap_u - uvv + params["F"] * (1 - u))
        v = v + dt * (params["Dv"] * lap_v + uvv - (params["F"] + params["k"]) * v)
        if n % save_every == 0:
            snaps_u.append(u.copy())
            snaps_v.append(v.copy())
            times.append(n * dt)
    return x, np.array(times), np.array(snaps_u), np.array(snaps_v)


def sensor_data(rng, n_sensors=12, noise=0.005):
    x, t, U, V = solve()
    idx_x = np.sort(rng.choice(len(x), size=n_sensors, replace=False))
    tt, xx = np.meshgrid(t, x[idx_x], indexing="ij")
    obs_u = U[:, idx_x] + rng.normal(0, noise, size=tt.shape)
    obs_v = V[:, idx_x] + rng.normal(0, noise, size=tt.shape)
    return (np.stack([xx.ravel(), tt.ravel()], -1),
            np.stack([obs_u.ravel(), obs_v.ravel()], -1),
            (x, t, U, V))
