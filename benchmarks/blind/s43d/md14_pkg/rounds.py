import numpy as np
import torch

from .bayes_layers import BayesLinear
from .elbo import make_opt, fit_elbo, sample_probs


def bald_scores(draws):
    mean = draws.mean(0)
    h_mean = -(mean * mean.clamp_min(1e-12).log()).sum(-1)
    mean_h = -(draws * draws.clamp_min(1e-12).log()).sum(-1).mean(0)
    return (h_mean - mean_h).numpy()


def run_round(bnn, n_classes, lab_x, lab_y, fresh_head=True):
    """Re-initialise the posterior, optionally swap in a new head, and fit from scratch."""
    bnn.reset_parameters()
    if fresh_head:
        bnn.head = BayesLinear(bnn.hidden, n_classes)
    opt = make_opt(bnn)
    return fit_elbo(bnn, opt, lab_x, lab_y)


def query(bnn, pool_x, unlabelled, budget):
    scores = bald_scores(sample_probs(bnn, pool_x[unlabelled]))
    order = np.argsort(-scores)[:budget]
    return [unlabelled[i] for i in order]
