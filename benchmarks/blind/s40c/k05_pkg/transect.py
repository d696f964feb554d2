"""Synthetic magnaprobe snow-depth survey along a 6 km alpine transect.

Depths are recorded in cm in the field book and converted to metres here.
Wind drifts pile snow in the lee of two ridges; scoured ridge tops are thin.
"""
import numpy as np


def true_depth_m(x_km):
    base = 1.1 + 0.15 * np.sin(2 * np.pi * x_km / 6.0)
    drift = (0.9 * np.exp(-((x_km - 1.7) / 0.25) ** 2)
             + 0.6 * np.exp(-((x_km - 4.4) / 0.35) ** 2))
    scour = -0.5 * np.exp(-((x_km - 1.3) / 0.15) ** 2) - 0.4 * np.exp(-((x_km - 3.9) / 0.2) ** 2)
    return base + drift + scour


def survey(n_points=300, length_km=6.0, seed=0):
    rng = np.random.default_rng(seed)
    x = np.sort(rng.uniform(0.0, length_km, size=n_points))
    depth_cm = 100.0 * true_depth_m(x) + rng.normal(0.0, 6.0, size=n_points)   # probe + microrelief
    depth_cm = np.clip(depth_cm, 0.0, None)
    return x, depth_cm / 100.0


def validation_grid(length_km=6.0, n=61):
    x = np.linspace(0.0, length_km, n)
    return x, true_depth_m(x)
