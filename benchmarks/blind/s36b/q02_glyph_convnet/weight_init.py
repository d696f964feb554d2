import math

from torch import nn


def init_module(m):
    """He-normal convs, unit BatchNorm, small uniform classifier."""
    if isinstance(m, nn.Conv2d):
        fan_in = m.in_channels * m.kernel_size[0] * m.kernel_size[1]
        m.weight.normal_(0.0, math.sqrt(2.0 / fan_in))
        if m.bias is not None:
            m.bias.zero_()
    elif isinstance(m, nn.BatchNorm2d):
        m.weight.fill_(1.0)
        m.bias.zero_()
    elif isinstance(m, nn.Linear):
        bound = 1.0 / math.sqrt(m.in_features)
        m.weight.uniform_(-bound, bound)
        m.bias.zero_()
