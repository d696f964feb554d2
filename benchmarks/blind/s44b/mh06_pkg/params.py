"""Random starting points for the resonance fit."""
import math

import torch


def draw_start(gen, n_modes=3, f_lo=150.0, f_hi=850.0):
    centres = torch.sort(torch.empty(n_modes).uniform_(math.log(f_lo), math.log(f_hi), generator=gen)).values
    return {
        "log_f": centres.requires_grad_(),
        "log_q": torch.full((n_modes,), math.log(10.0)).requires_grad_(),
        "log_a": torch.full((n_modes,), math.log(0.5)).requires_grad_(),
        "floor": torch.tensor(math.log(0.05), requires_grad=True),
    }


def describe(p):
    order = torch.argsort(p["log_f"])
    fs = p["log_f"].exp()[order].tolist()
    qs = p["log_q"].exp()[order].tolist()
    return ", ".join(f"{f:6.1f} Hz (Q {q:4.1f})" for f, q in zip(fs, qs))
