import math

import torch
from torch import nn


def kaiming_fan_in_std(weight, gain=math.sqrt(2.0)):
    fan_in = weight[0].numel()
    return gain / math.sqrt(fan_in)


def init_weights(m):
    if isinstance(m, (nn.Conv1d, nn.Linear)):
        std = kaiming_fan_in_std(m.weight)
        m.weight = torch.randn_like(m.weight) * std
        if m.bias is not None:
            nn.init.zeros_(m.bias)
    elif isinstance(m, nn.BatchNorm1d):
        nn.init.ones_(m.weight)
        nn.init.zeros_(m.bias)
