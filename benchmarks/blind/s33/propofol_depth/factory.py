from functools import lru_cache

from torch import nn

from .cohort import COVARIATES


@lru_cache(maxsize=None)
def build_model(arch="mlp", width=64):
    """One model per architecture for the whole run; repeated calls share it."""
    if arch == "linear":
        return nn.Linear(len(COVARIATES), 1)
    if arch == "mlp":
        return nn.Sequential(nn.Linear(len(COVARIATES), width), nn.SiLU(),
                             nn.Linear(width, width), nn.SiLU(),
                             nn.Linear(width, 1), nn.Softplus())
    raise KeyError(arch)
