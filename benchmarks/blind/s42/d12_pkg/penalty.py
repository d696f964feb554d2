"""Gradient-norm regulariser (flat-minimum prior), computed as in the JAX code with jax.grad."""
import torch


def grad_norm(value, params):
    grads = torch.autograd.grad(value, list(params.values()))
    return torch.sqrt(sum(g.pow(2).sum() for g in grads))
