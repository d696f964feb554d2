import torch
import torch.nn as nn

from .config import CFG


def _block(i, o, p):
    return nn.Sequential(nn.Linear(i, o), nn.BatchNorm1d(o), nn.SiLU(), nn.Dropout(p))


class MLP(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.body = nn.Sequential(nn.BatchNorm1d(n_in), _block(n_in, 64, 0.2), _block(64, 64, 0.2))
        self.out = nn.Linear(64, n_out)

    def forward(self, x):
        return self.out(self.body(x))


class ResMLP(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.inp = _block(n_in, 48, 0.1)
        self.res = nn.ModuleList([_block(48, 48, 0.1) for _ in range(2)])
        self.out = nn.Linear(48, n_out)

    def forward(self, x):
        h = self.inp(x)
        for blk in self.res:
            h = h + blk(h)
        return self.out(h)


class WideDeep(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.wide = nn.Linear(n_in, n_out)
        self.deep = nn.Sequential(_block(n_in, 32, 0.1), nn.Linear(32, n_out))

    def forward(self, x):
        return self.wide(x) + self.deep(x)


ARCHS = {"mlp": MLP, "resmlp": ResMLP, "wide": WideDeep}


def build(name):
    return ARCHS[name](CFG.n_features, CFG.n_resp + 1)
