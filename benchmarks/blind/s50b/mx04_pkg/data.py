import numpy as np
import torch


def writing_samples(n, rng, paper="copier"):
    gsm = rng.uniform(60, 120, n)                 # paper weight
    sizing = rng.uniform(0.0, 1.0, n)             # surface sizing
    visc = rng.uniform(1.0, 4.0, n)               # ink viscosity, mPa s
    nib = rng.uniform(0.3, 1.1, n)                # nib width, mm
    rh = rng.uniform(0.3, 0.8, n)                 # relative humidity
    dwell = rng.uniform(0.05, 0.6, n)             # nib dwell per stroke, s
    porous = 1.0 if paper == "copier" else 1.8
    flow = nib * dwell / visc
    feather = porous * flow * (1.2 - sizing) * (0.6 + rh) * 3.0
    bleed = 1 / (1 + np.exp(-(6 * flow * porous - 0.03 * (gsm - 60) - 1.0)))
    x = np.stack([gsm / 120, sizing, visc / 4, nib, rh, dwell / 0.6], 1)
    y = np.stack([feather, bleed], 1) + rng.normal(0, 0.02, (n, 2))
    return torch.from_numpy(x).float(), torch.from_numpy(y).float()
