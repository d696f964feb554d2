"""Logistic MLP with dropout, written as functions over a parameter dict."""
import torch
import torch.nn.functional as F


def init(n_in, hidden, gen):
    scale = lambda fan_in: (2.0 / fan_in) ** 0.5
    return {
        "W1": (torch.randn(n_in, hidden, generator=gen) * scale(n_in)).requires_grad_(),
        "b1": torch.zeros(hidden, requires_grad=True),
        "W2": (torch.randn(hidden, hidden, generator=gen) * scale(hidden)).requires_grad_(),
        "b2": torch.zeros(hidden, requires_grad=True),
        "v": (torch.randn(hidden, generator=gen) * scale(hidden)).requires_grad_(),
        "a": torch.zeros((), requires_grad=True),
    }


def logit(p, x, drop=0.0):
    h = F.dropout(F.relu(x @ p["W1"] + p["b1"]), drop, training=drop > 0)
    h = F.dropout(F.relu(h @ p["W2"] + p["b2"]), drop, training=drop > 0)
    return h @ p["v"] + p["a"]
