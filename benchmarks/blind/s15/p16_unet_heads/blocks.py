import torch.nn as nn

BLOCKS = {}


def block(name):
    def reg(cls):
        BLOCKS[name] = cls
        return cls
    return reg


@block("double_conv")
class DoubleConv(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(nn.Conv2d(cin, cout, 3, padding=1), nn.GroupNorm(4, cout), nn.SiLU(),
                         nn.Conv2d(cout, cout, 3, padding=1), nn.GroupNorm(4, cout), nn.SiLU())


@block("res")
class ResConv(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.body = DoubleConv(cin, cout)
        self.skip = nn.Conv2d(cin, cout, 1) if cin != cout else nn.Identity()

    def forward(self, x):
        return self.body(x) + self.skip(x)
