import math

from torch import nn


class ResponseNet(nn.Module):
    def __init__(self, width=64, depth=3):
        super().__init__()
        layers, d_in = [], 1
        for _ in range(depth):
            layers += [nn.Linear(d_in, width), nn.Tanh()]
            d_in = width
        layers.append(nn.Linear(d_in, 1))
        self.body = nn.Sequential(*layers)

    def forward(self, x):
        return self.body(x)


def init_fn(module):
    if isinstance(module, nn.Linear):
        fan_in = module.weight.shape[1]
        nn.init.uniform_(module.weight, -math.sqrt(6.0 / fan_in), math.sqrt(6.0 / fan_in))
        nn.init.constant_(module.bias, 0.0)
