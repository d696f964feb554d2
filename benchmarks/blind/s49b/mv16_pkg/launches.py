import numpy as np
import torch


def launch_log(n_frames=150, n_motors=60, seed=0):
    """Airframes have mass, diameter and fin area; motors are only known by their catalogue id.

    A launch is logged as 'good' when the thrust-to-weight ratio and the stability margin are
    both in range, which depends on hidden motor properties (total impulse, average thrust).
    """
    rng = np.random.default_rng(seed)
    mass = rng.uniform(0.05, 0.6, n_frames)
    diam = rng.choice([18.0, 24.0, 29.0], n_frames)
    fin = rng.uniform(0.5, 2.0, n_frames)
    thrust = rng.lognormal(1.5, 0.6, n_motors)
    motor_diam = rng.choice([18.0, 24.0, 29.0], n_motors)
    twr = thrust[None, :] / (9.81 * (mass[:, None] + 0.03))
    fits = diam[:, None] == motor_diam[None, :]
    stable = fin[:, None] * 2.0 > 0.5 + 0.3 * twr / 10
    good = fits & (twr > 5) & (twr < 25) & stable
    fr, mo = np.nonzero(good)
    keep = rng.random(len(fr)) < 0.7
    frame_x = np.stack([mass * 3, diam / 29.0, fin / 2.0], 1).astype(np.float32)
    test = rng.random(len(fr)) < 0.2
    as_t = torch.as_tensor
    return {
        "frame_x": as_t(frame_x),
        "train": (as_t(fr[keep & ~test]), as_t(mo[keep & ~test])),
        "test": (as_t(fr[test]), as_t(mo[test])),
        "n_frames": n_frames, "n_motors": n_motors,
    }
