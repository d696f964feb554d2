"""Weight-normalised building blocks (Salimans & Kingma), as in the WaveNet-style original."""
import torch.nn as nn
from torch.nn.utils.parametrizations import weight_norm


def wn_conv(c_in, c_out, kernel, dilation=1):
    return weight_norm(nn.Conv1d(c_in, c_out, kernel, dilation=dilation, padding=dilation * (kernel - 1) // 2))


def wn_linear(d_in, d_out):
    return weight_norm(nn.Linear(d_in, d_out))


def weighted_layers(net):
    for name, module in net.named_modules():
        if isinstance(module, (nn.Conv1d, nn.Linear)):
            yield name, module
