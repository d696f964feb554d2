"""Training closure over the masked parameters."""
import torch
import torch.nn.functional as F

from .sparse import apply_masks, forward


def make_train_step(params, masks, opt, loss_fn=F.smooth_l1_loss):
    def train_step(xb, yb):
        opt.zero_grad(set_to_none=True)
        value = loss_fn(forward(apply_masks(params, masks), xb), yb)
        value.backward()
        opt.step()
        return value.item()
    return train_step


def evaluate(params, masks, x, y):
    with torch.no_grad():
        return (forward(apply_masks(params, masks), x) - y).abs().mean().item()
