"""Clinical rules layered on top of the learned intensities."""
import torch

from cohort import COVARIATES, EDGES

REMINERALISATION = EDGES.index((1, 0))


def allowed_transitions(covariates):
    allowed = torch.ones(covariates.shape[0], len(EDGES), dtype=torch.bool)
    no_fluoride = covariates[:, COVARIATES.index("fluoride")] < 0.5
    allowed[:, REMINERALISATION] = ~no_fluoride
    return allowed


def constrain(rates, covariates):
    return rates.masked_fill_(~allowed_transitions(covariates), 0.0)
