"""Batch statistics are unreliable with the few tracks per batch a survey gives us."""
from torch import nn


def swap_batchnorm(module, groups=4):
    swapped = 0
    for name, child in module.named_children():
        if isinstance(child, nn.BatchNorm2d):
            setattr(module, name, nn.GroupNorm(groups, child.num_features))
            swapped += 1
        else:
            swapped += swap_batchnorm(child, groups)
    return swapped
