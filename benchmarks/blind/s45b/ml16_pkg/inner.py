import torch
import torch.nn.functional as F

from .net import run_with


def adapt(model, support, steps, lr):
    """First-order inner loop: the inner updates are not differentiated through."""
    xs, ys = support
    fast = dict(model.named_parameters())
    for _ in range(steps):
        loss = F.mse_loss(run_with(model, fast, xs), ys)
        grads = torch.autograd.grad(loss, list(fast.values()))
        fast = {n: (w - lr * g).detach().requires_grad_() for (n, w), g in zip(fast.items(), grads)}
    return fast
