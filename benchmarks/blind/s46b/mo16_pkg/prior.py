import torch
import torch.nn as nn
import torch.nn.functional as F

PRIORS = {}


def register(name):
    def deco(cls):
        PRIORS[name] = cls
        return cls
    return deco


class CausalConv(nn.Conv1d):
    def forward(self, x):
        return super().forward(F.pad(x, (self.kernel_size[0] - 1, 0)))


@register("causal_conv_prior")
class CausalConvPrior(nn.Module):
    def __init__(self, n_codes, width, n_layers, kernel=3):
        super().__init__()
        self.n_codes = n_codes
        self.embed = nn.Embedding(n_codes + 1, width)
        self.layers = nn.ModuleList(CausalConv(width, width, kernel, dilation=1) for _ in range(n_layers))
        self.out = nn.Conv1d(width, n_codes, 1)

    def forward(self, tokens):
        start = torch.full_like(tokens[:, :1], self.n_codes)
        h = self.embed(torch.cat([start, tokens[:, :-1]], 1)).transpose(1, 2)
        for layer in self.layers:
            h = h + torch.relu(layer(h))
        return self.out(h)
