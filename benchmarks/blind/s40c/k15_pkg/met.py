"""Synthetic hourly wind records from a coastal met mast (80 m).

The logger stores speed in knots and meteorological direction (degrees the
wind blows FROM, clockwise from north). We convert to SI components:
u (eastward) = -s sin(theta), v (northward) = -s cos(theta).
"""
import numpy as np

KNOT = 0.514444            # m/s
RHO_AIR = 1.225            # kg/m^3


def logger_records(n_hours=4000, seed=0):
    rng = np.random.default_rng(seed)
    regime = rng.uniform(size=n_hours) < 0.6          # 60 % onshore sea-breeze regime
    theta = np.where(regime,
                     rng.vonmises(np.deg2rad(250.0), 6.0, n_hours),     # WSW, onshore
                     rng.vonmises(np.deg2rad(80.0), 3.0, n_hours))      # E, offshore / land breeze
    speed_ms = np.where(regime, rng.weibull(2.2, n_hours) * 8.5, rng.weibull(1.8, n_hours) * 5.0)
    speed_kn = np.round(speed_ms / KNOT, 1)                             # logger resolution 0.1 kn
    direction_deg = np.mod(np.round(np.rad2deg(theta)), 360.0)
    return speed_kn, direction_deg


def to_components(speed_kn, direction_deg):
    s = speed_kn * KNOT
    th = np.deg2rad(direction_deg)
    return np.stack([-s * np.sin(th), -s * np.cos(th)], axis=-1)


def power_density(uv):
    """Mean wind power density, W/m^2."""
    s = np.linalg.norm(uv, axis=-1)
    return 0.5 * RHO_AIR * np.mean(s ** 3)
