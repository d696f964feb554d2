"""The training step: (state, batch) -> (state, metrics)."""
import torch.nn.functional as F

from .model import apply
from .optim import apply_gradients


def loss_fn(params, batch):
    pred = apply(params, batch["raw"], batch["z"])
    loss = F.huber_loss(pred, batch["draft"], delta=2.0)
    return loss, {"mae": (pred - batch["draft"]).abs().mean().item()}


def train_step(state, batch):
    state.opt.zero_grad(set_to_none=True)
    loss, metrics = loss_fn(state.params, batch)
    state = apply_gradients(state)
    loss.backward()
    return state, metrics
