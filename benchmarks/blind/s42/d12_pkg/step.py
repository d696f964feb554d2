"""Train state creation and the update step."""
import torch
import torch.nn.functional as F

from . import model
from .penalty import grad_norm


def create_train_state(gen, d_in, stats, cfg):
    params = model.init(gen, d_in, cfg.width, cfg.depth)
    opt = torch.optim.Adam(params.values(), lr=cfg.lr)
    return {"params": params, "opt": opt, "stats": stats, "step": 0}


def predict(state, x):
    mu, sd = state["stats"]
    return model.apply(state["params"], (x - mu) / sd)


def train_step(state, batch, cfg):
    xb, yb = batch
    fit = F.mse_loss(predict(state, xb), yb)
    gnorm = grad_norm(fit, state["params"])
    objective = fit + cfg.gp_weight * gnorm ** 2
    state["opt"].zero_grad()
    objective.backward()
    state["opt"].step()
    state["step"] += 1
    return state, {"mse": fit.item(), "grad_norm": gnorm.item()}
