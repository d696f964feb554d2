"""Synthetic thermocouple log (type K, 0.05 K rms after averaging)."""
import torch

from . import physics

TRUE_COEFFS = [3.55, 0.55, -0.12, 0.05]    # k from ~20 to ~60 W/m/K along the rod


def thermocouple_log(seed=0, noise_K=0.05):
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        clean = physics.simulate(torch.tensor(TRUE_COEFFS, dtype=torch.float64))
    return clean + noise_K * torch.randn(clean.shape, generator=gen, dtype=torch.float64)
