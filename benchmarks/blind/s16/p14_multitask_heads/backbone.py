import torch.nn as nn

BACKBONES = {}


def register_backbone(name):
    def deco(fn):
        BACKBONES[name] = fn
        return fn
    return deco


class ResidualBlock(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc = nn.Linear(width, width)
        self.norm = nn.LayerNorm(width)

    def forward(self, x):
        return x + self.fc(self.norm(x)).relu()


class ResidualMLP(nn.Module):
    def __init__(self, in_dim, width, depth):
        super().__init__()
        self.stem = nn.Linear(in_dim, width)
        self.blocks = nn.Sequential(*[ResidualBlock(width) for _ in range(depth)])
        self.out_dim = width

    def forward(self, x):
        return self.blocks(self.stem(x))


@register_backbone("residual_mlp")
def residual_mlp(**kwargs):
    return ResidualMLP(**kwargs)
