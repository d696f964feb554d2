import torch
import torch.nn as nn

from .adapters import LoRA


def freeze_all(model):
    model.requires_grad_(False)


def add_bias_terms(model):
    """BitFit on a bias-free net: give every Linear a fresh trainable bias."""
    for mod in model.modules():
        if isinstance(mod, nn.Linear) and mod.bias is None:
            mod.bias = nn.Parameter(torch.zeros(mod.out_features))


def wrap_with_lora(model, names, rank):
    for name in names:
        setattr(model, name, LoRA(getattr(model, name), rank=rank))
    return [m for m in model.modules() if isinstance(m, LoRA)]
