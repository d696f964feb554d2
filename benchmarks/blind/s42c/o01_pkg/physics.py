"""Two-degree-of-freedom quarter-car model driven by the rig actuator."""
import math

import torch


def road_profile(t):
    """Actuator displacement: a 5 cm half-bump followed by a slow sine sweep."""
    bump = 0.05 * torch.exp(-((t - 0.5) / 0.05) ** 2)
    sweep = 0.01 * torch.sin(2.0 * math.pi * (1.0 + 2.0 * t) * t)
    return bump + sweep


def rest_state(dtype=torch.float64):
    z = torch.zeros((), dtype=dtype)
    return (z, z.clone(), z.clone(), z.clone())   # z_s, v_s, z_u, v_u


def accelerations(state, z_road, k_s, c_s, cfg):
    z_s, v_s, z_u, v_u = state
    f_susp = k_s * (z_u - z_s) + c_s * (v_u - v_s)
    f_tyre = cfg.TYRE_STIFFNESS * (z_road - z_u)
    a_s = f_susp / cfg.SPRUNG_MASS
    a_u = (f_tyre - f_susp) / cfg.UNSPRUNG_MASS
    return a_s, a_u


def simulate(state, road, k_s, c_s, cfg):
    """Semi-implicit Euler over the samples in `road`.

    Returns the body acceleration at every sample (what the accelerometer
    sees) and the state after the last sample.
    """
    z_s, v_s, z_u, v_u = state
    body_acc = []
    for z_r in road:
        a_s, a_u = accelerations((z_s, v_s, z_u, v_u), z_r, k_s, c_s, cfg)
        v_s = v_s + cfg.DT * a_s
        v_u = v_u + cfg.DT * a_u
        z_s = z_s + cfg.DT * v_s
        z_u = z_u + cfg.DT * v_u
        body_acc.append(a_s)
    return torch.stack(body_acc), (z_s, v_s, z_u, v_u)
