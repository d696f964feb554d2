"""Named parameter tensors with group prefixes, and helpers to pick which groups train."""
import torch


def init(n_in, hidden, gen):
    def w(fan_in, fan_out):
        return (torch.randn(fan_in, fan_out, generator=gen) * (1.0 / fan_in) ** 0.5).requires_grad_()

    def b(n):
        return torch.zeros(n).requires_grad_()

    return {
        "trunk.w0": w(n_in, hidden), "trunk.b0": b(hidden),
        "trunk.w1": w(hidden, hidden), "trunk.b1": b(hidden),
        "head.w": w(hidden, 1), "head.b": b(1),
    }


def set_trainable(params, groups, flag):
    for name, tensor in params.items():
        if name.split(".")[0] in groups:
            tensor.require_grad = flag


def trainable(params):
    return {name: t for name, t in params.items() if t.requires_grad}
