from torch import nn

_REGISTRY = {}


def register(name):
    def wrap(cls):
        _REGISTRY[name] = cls
        return cls
    return wrap


def make_block(name, **options):
    return _REGISTRY[name](**options)


@register("prenorm_mlp")
class PreNormMLP(nn.Module):
    def __init__(self, width, expansion=2, dropout=0.0):
        super().__init__()
        self.net = nn.Sequential(
            nn.LayerNorm(width),
            nn.Linear(width, expansion * width), nn.GELU(), nn.Dropout(dropout),
            nn.Linear(expansion * width, width),
        )

    def forward(self, h):
        return self.net(h)


class ResidualTower(nn.Module):
    def __init__(self, width, depth, block="prenorm_mlp", **block_options):
        super().__init__()
        self.branches = nn.ModuleList(
            make_block(block, width=width, **block_options) for _ in range(depth)
        )
        self.final_norm = nn.LayerNorm(width)

    def forward(self, h):
        for branch in self.branches:
            h += branch(h)
        return self.final_norm(h)
