"""Callbacks run after every parameter update."""
import torch


def max_norm(params, limit):
    def hook(step):
        with torch.no_grad():
            for layer in params:
                layer["w"].copy_(torch.renorm(layer["w"], p=2, dim=1, maxnorm=limit))
    return hook


def reset_grads(opt):
    return lambda step: opt.clear()


def anneal(opt, every, factor):
    def hook(step):
        if step and step % every == 0:
            opt.lr *= factor
    return hook
