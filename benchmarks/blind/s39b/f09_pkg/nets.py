import torch
from torch import nn

BUILDERS = {}


def builder(name):
    def deco(fn):
        BUILDERS[name] = fn
        return fn
    return deco


@builder("mlp")
def mlp(bands, *, hidden, dropout):
    layers, d = [], bands
    for h in hidden:
        layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
        d = h
    return nn.Sequential(*layers, nn.Linear(d, 1))


class BandConv(nn.Module):
    def __init__(self, bands, *, hidden, dropout):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 8, 5, padding=2), nn.ReLU(), nn.MaxPool1d(2))
        self.head = mlp(8 * (bands // 2), hidden=hidden, dropout=dropout)

    def forward(self, x):
        return self.head(self.conv(x.unsqueeze(1)).flatten(1))


@builder("bandconv")
def bandconv(bands, **kwargs):
    return BandConv(bands, **kwargs)


def build_net(cfg, bands):
    return BUILDERS[cfg.kind](bands, hidden=cfg.hidden, dropout=cfg.dropout)


def global_grad_norm(params):
    grads = [p.grad.detach().flatten() for p in params if p.grad is not None]
    return torch.cat(grads).norm().item() if grads else 0.0
