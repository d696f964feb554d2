"""Generator ("spinner") and critic as functions over lists of leaf tensors."""
import torch
import torch.nn.functional as F

from .profiles import L


def linear(fan_in, fan_out, gen, gain=1.0):
    w = torch.randn(fan_in, fan_out, generator=gen) * (gain / fan_in ** 0.5)
    return [w.requires_grad_(), torch.zeros(fan_out, requires_grad=True)]


def init_spinner(z_dim, hidden, gen):
    return linear(z_dim, hidden, gen) + linear(hidden, hidden, gen) + linear(hidden, L, gen, 0.5)


def init_critic(hidden, gen):
    return linear(L, hidden, gen) + linear(hidden, hidden, gen) + linear(hidden, 1, gen)


def spin(theta, z):
    w0, b0, w1, b1, w2, b2 = theta
    h = F.relu(z @ w0 + b0)
    h = F.relu(h @ w1 + b1)
    return 1.0 + F.softplus(h @ w2 + b2) - 0.69


def critique(phi, x):
    w0, b0, w1, b1, w2, b2 = phi
    h = F.leaky_relu((x - 1.2) @ w0 + b0, 0.2)
    h = F.leaky_relu(h @ w1 + b1, 0.2)
    return (h @ w2 + b2).squeeze(-1)


def toggle(tensors, flag):
    for t in tensors:
        t.requires_grad_(flag)
