from torch import nn


def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.zeros_(m.bias)


def make_head(width):
    head = nn.Sequential(nn.Linear(width, 16), nn.GELU(), nn.Linear(16, 1))
    head.apply(init_fn)
    return head


class KnotModel(nn.Module):
    def __init__(self, n_in, width, materials=()):
        super().__init__()
        self.width = width
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        heads = {}
        for m in materials:
            heads[m] = make_head(width)
        self.heads = nn.ModuleDict(heads)
        self.encoder.apply(init_fn)

    def grow(self, material):
        self.heads[material] = make_head(self.width)
        return self.heads[material]

    def forward(self, x, material):
        return self.heads[material](self.encoder(x))
