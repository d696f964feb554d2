import torch
from torch import nn


def widen_heads(model, classes):
    """Swap every head for a fresh one with more classes, then rebuild the optimizer."""
    width = model.hparams["width"]
    for name in model.head_names:
        model.heads[name] = nn.Conv2d(width, classes, 1)
        nn.init.zeros_(model.heads[name].weight)
        model.heads[name].bias = nn.Parameter(torch.zeros(classes))
    model.configure_optimizers()


def renorm_heads(model, max_norm):
    with torch.no_grad():
        for head in model.heads.values():
            norms = head.weight.flatten(1).norm(dim=1).clamp_min(max_norm) / max_norm
            head.weight.div_(norms.view(-1, 1, 1, 1))
