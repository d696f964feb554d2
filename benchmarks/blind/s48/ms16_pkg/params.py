import math

import torch

INITIALISERS = {}


def initialiser(name):
    def deco(fn):
        INITIALISERS[name] = fn
        return fn
    return deco


@initialiser("log_space")
def log_space(*, inertia_guess=2e-5, friction_guess=0.05):
    """Physical unknowns as log-parameters so that gradient steps keep them positive."""
    return {
        "log_inertia": torch.tensor(math.log(inertia_guess), requires_grad=True),
        "log_friction": torch.tensor(math.log(friction_guess), requires_grad=True),
    }


def init_params(cfg):
    return INITIALISERS[cfg["type"]](**cfg.get("kwargs", {}))
