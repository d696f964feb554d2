"""Two-layer graph convolution written over a parameter dict."""
import torch
import torch.nn.functional as F


def init(n_in, hidden, out, gen):
    def glorot(a, b):
        return (torch.randn(a, b, generator=gen) * (2.0 / (a + b)) ** 0.5).requires_grad_()
    return {"W1": glorot(n_in, hidden), "W2": glorot(hidden, out), "bias": torch.zeros(out, requires_grad=True)}


def encode(p, adj, feats):
    h = F.relu(adj @ feats @ p["W1"])
    return adj @ h @ p["W2"] + p["bias"]


def score(z, pairs):
    return (z[pairs[0]] * z[pairs[1]]).sum(-1)
