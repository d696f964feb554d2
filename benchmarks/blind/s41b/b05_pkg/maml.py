import torch
import torch.nn.functional as F
from torch.func import functional_call


def meta_params(net):
    return dict(net.named_parameters())


def inner_adapt(net, params, t, y, steps, lr, create_graph):
    """Plain gradient steps on the support set, written functionally so that the query loss
    stays differentiable with respect to the initial (meta) parameters when create_graph is set."""
    fast = dict(params)
    for _ in range(steps):
        support_loss = F.mse_loss(functional_call(net, fast, (t,)), y)
        grads = torch.autograd.grad(support_loss, tuple(fast.values()), create_graph=create_graph)
        fast = {name: w - lr * g for (name, w), g in zip(fast.items(), grads)}
    return fast


def query_loss(net, fast, t, y):
    return F.mse_loss(functional_call(net, fast, (t,)), y)
