import torch
from torch import nn

from builder import build_stage, mlp


class ReefNet(nn.Module):
    """Cumulative-logit (ordinal) model of bleaching severity."""

    def __init__(self, arch):
        super().__init__()
        self.order = []
        for stage in arch["temporal"]:
            self.add_module(stage["name"], build_stage(stage["layers"]))
            self.order.append(stage["name"])
        self.static = nn.Sequential(*mlp(arch["static"]))
        self.head = nn.Sequential(*mlp(arch["head"]), nn.Linear(arch["head"][-1], 1))
        self.cutpoints = []
        for k in range(arch["n_classes"] - 1):
            cut = nn.Parameter(torch.tensor(2.0 * k - 2.0))
            self.register_parameter(f"cut_{k}", cut)
            self.cutpoints.append(cut)

    def forward(self, series, static):
        h = series
        for name in self.order:
            h = getattr(self, name)(h)
        score = self.head(torch.cat([h, self.static(static)], dim=1))
        cuts = torch.stack(self.cutpoints)
        return torch.sigmoid(cuts[None, :] - score)

    @staticmethod
    def class_probs(cumulative):
        ones = torch.ones_like(cumulative[:, :1])
        zeros = torch.zeros_like(cumulative[:, :1])
        upper = torch.cat([cumulative, ones], dim=1)
        lower = torch.cat([zeros, cumulative], dim=1)
        return (upper - lower).clamp(min=1e-6)
