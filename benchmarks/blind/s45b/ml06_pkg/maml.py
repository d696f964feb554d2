import torch
import torch.nn.functional as F

from .layers import functional_forward


def inner_adapt(weights, support, cfg):
    """Returns the adapted fast weights and the support loss of the initial weights."""
    xs, ys = support
    fast = list(weights)
    loss_at_init = None
    for _ in range(cfg.inner_steps):
        s_loss = F.mse_loss(functional_forward(fast, xs), ys)
        if loss_at_init is None:
            loss_at_init = s_loss
        grads = torch.autograd.grad(s_loss, fast, create_graph=not cfg.first_order)
        fast = [w - cfg.inner_lr * g for w, g in zip(fast, grads)]
    return fast, loss_at_init


def query_loss(fast, query):
    xq, yq = query
    return F.mse_loss(functional_forward(fast, xq), yq)
