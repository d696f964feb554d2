from __future__ import annotations

import copy
import math

import torch
from torch import nn


@torch.no_grad()
def fuse_conv_and_bn(conv: nn.Conv2d, bn: nn.BatchNorm2d) -> nn.Conv2d:
    """Fold a BatchNorm into the preceding convolution (inference only)."""
    w_conv = conv.weight.clone().view(conv.out_channels, -1)
    scale = bn.weight.div(torch.sqrt(bn.eps + bn.running_var))
    conv.weight = (w_conv * scale[:, None]).view(conv.weight.shape)
    b_conv = torch.zeros(conv.out_channels) if conv.bias is None else conv.bias
    conv.bias = nn.Parameter(b_conv * scale + bn.bias - bn.running_mean * scale)
    return conv


class ModelEMA:
    def __init__(self, model: nn.Module, decay: float = 0.995, tau: float = 150.0) -> None:
        self.ema = copy.deepcopy(model).eval()
        self.ema.requires_grad_(False)
        self.updates = 0
        self.decay_fn = lambda x: decay * (1 - math.exp(-x / tau))

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        self.updates += 1
        d = self.decay_fn(self.updates)
        msd = model.state_dict()
        for k, v in self.ema.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(d).add_(msd[k], alpha=1 - d)


def model_info(model: nn.Module) -> str:
    n_p = sum(p.numel() for p in model.parameters())
    n_l = len(list(model.modules()))
    return f"{n_l} layers, {n_p} parameters"
