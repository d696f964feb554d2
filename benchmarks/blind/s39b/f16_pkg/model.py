import torch
import torch.nn.functional as F
from torch import nn

HEADS = {}


def head(name):
    def deco(cls):
        HEADS[name] = cls
        return cls
    return deco


@head("poisson")
class PoissonHead(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.rate = nn.Linear(hidden, 1)

    def forward(self, z):
        return F.softplus(self.rate(z)).squeeze(-1) + 1e-4

    def nll(self, z, y, *, reduction):
        return F.poisson_nll_loss(self(z), y, log_input=False, reduction=reduction)


@head("zero_inflated")
class ZeroInflatedHead(PoissonHead):
    def __init__(self, hidden):
        super().__init__(hidden)
        self.zero_logit = nn.Linear(hidden, 1)

    def nll(self, z, y, *, reduction):
        lam = self(z)
        pi = torch.sigmoid(self.zero_logit(z)).squeeze(-1)
        pois = y * torch.log(lam) - lam - torch.lgamma(y + 1)
        ll = torch.where(y == 0, torch.log(pi + (1 - pi) * torch.exp(-lam)), torch.log1p(-pi) + pois)
        out = -ll
        return out if reduction == "none" else out.mean()


class PollenForecaster(nn.Module):
    def __init__(self, n_weather, taxa, *, hidden, head="poisson"):
        super().__init__()
        self.encoder = nn.LSTM(n_weather + 1, hidden, batch_first=True)
        self.heads = nn.ModuleDict({t: HEADS[head](hidden) for t in taxa})
        self.taxa = list(taxa)

    def forward(self, weather, doy, state=None):
        z, state = self.encoder(torch.cat([weather, doy.unsqueeze(-1)], dim=-1), state)
        return z, state


def attach_heads(model, overrides, hidden):
    for taxon, name in overrides.items():
        model.heads[taxon] = HEADS[name](hidden)
    return model
