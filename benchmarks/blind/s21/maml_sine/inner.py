import torch
import torch.nn.functional as F


def adapt(learner, support, inner_lr, steps, second_order=True):
    """Few gradient steps on the support set; returns the fast weights."""
    x, y = support
    fast = dict(learner.weights)
    for _ in range(steps):
        inner_loss = F.mse_loss(learner(x, fast), y)
        grads = torch.autograd.grad(inner_loss, list(fast.values()), create_graph=second_order)
        if not second_order:
            grads = [g.detach() for g in grads]
        fast = {name: w - inner_lr * g for (name, w), g in zip(fast.items(), grads)}
    return fast
