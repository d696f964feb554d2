"""Parameters and masks of a sparse MLP; the masked ("effective") weights are built per forward."""
import math

import torch
import torch.nn.functional as F


def init(sizes, gen):
    params, masks = {}, {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"W{i}"] = (torch.randn(a, b, generator=gen) * math.sqrt(1 / a)).requires_grad_()
        params[f"c{i}"] = torch.zeros(b, requires_grad=True)
        masks[f"W{i}"] = torch.ones(a, b)
    return params, masks


def apply_masks(params, masks):
    return {k: (v * masks[k] if k in masks else v) for k, v in params.items()}


def forward(eff, x):
    depth = len([k for k in eff if k.startswith("W")])
    for i in range(depth):
        x = x @ eff[f"W{i}"] + eff[f"c{i}"]
        x = F.gelu(x) if i < depth - 1 else x
    return x.squeeze(-1)


def density(masks):
    return {k: round(m.mean().item(), 3) for k, m in masks.items()}
