import torch
import torch.nn.functional as F
from torch.func import functional_call


def adapt(net, support, steps, lr):
    """Few gradient steps on the support moves. First-order variant: the inner gradients are
    treated as constants, so no second derivatives are needed for the outer update."""
    x, tau = support
    fast = dict(net.named_parameters())
    for _ in range(steps):
        err = F.mse_loss(functional_call(net, fast, (x,)), tau)
        grads = torch.autograd.grad(err, tuple(fast.values()))
        fast = {name: (w - lr * g).detach().requires_grad_() for (name, w), g in zip(fast.items(), grads)}
    return fast


def predict(net, fast, x):
    return functional_call(net, fast, (x,))
