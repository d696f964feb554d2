import math

import torch
import torch.nn as nn


def normal_init(module, std=0.01):
    for m in module.modules():
        if isinstance(m, nn.Conv2d):
            nn.init.normal_(m.weight, mean=0.0, std=std)
            if m.bias is not None:
                nn.init.constant_(m.bias, 0.0)


def bias_init_with_prob(conv, prior_prob):
    """Initialise the classification bias so that every anchor starts with
    foreground probability ~prior_prob (Focal Loss paper, sec. 4.1)."""
    value = -math.log((1.0 - prior_prob) / prior_prob)
    conv.bias = torch.full((conv.out_channels,), value)
