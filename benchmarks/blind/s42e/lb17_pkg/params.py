"""Float64 master parameters of the per-species logistic growth curves."""
import torch

MASTER = torch.float64


def logistic_params(n_species, gen):
    return {
        "log_K": torch.full((n_species,), 2.3, dtype=MASTER, requires_grad=True),
        "log_r": torch.full((n_species,), -1.8, dtype=MASTER, requires_grad=True),
        "t0": (30.0 + 2.0 * torch.randn(n_species, generator=gen, dtype=MASTER)).requires_grad_(),
    }
