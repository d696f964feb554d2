import torch
from torch import nn

from grl import grad_reverse


class DANN(nn.Module):
    def __init__(self, d_in, width=32, n_classes=10, n_domains=2):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(d_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.heads = nn.ModuleDict({
            "label": nn.Linear(width, n_classes),
            "domain": nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, n_domains)),
        })
        self.domain_gain = nn.ParameterList([nn.Parameter(torch.ones(width)) for _ in range(n_domains)])

    def swap_head(self, name, n_out):
        width = self.features[-2].out_features
        self.heads[name] = nn.Linear(width, n_out)

    def forward(self, x, domain, lam=0.0):
        h = self.features(x)
        gain = torch.stack(list(self.domain_gain))[domain]
        h = h * gain
        return self.heads["label"](h), self.heads["domain"](grad_reverse(h, lam))
