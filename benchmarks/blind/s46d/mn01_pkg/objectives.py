import torch
import torch.nn as nn
import torch.nn.functional as F


class NormalizedRegression(nn.Module):
    """BYOL regression loss: 2 - 2 cos(p, z)."""

    def forward(self, p, z):
        p = F.normalize(p, dim=-1)
        z = F.normalize(z, dim=-1)
        return (2 - 2 * (p * z).sum(dim=-1)).mean()


class VarianceFloor(nn.Module):
    """Optional hinge on the per-dimension std of the predictions (VICReg-ish)."""

    def __init__(self, floor=1.0):
        super().__init__()
        self.floor = floor

    def forward(self, p, z=None):
        std = torch.sqrt(p.var(dim=0) + 1e-4)
        return F.relu(self.floor - std).mean()


def build_criterions(mode):
    criterions = {"byol": NormalizedRegression()}
    if "var" in mode:
        criterions["var"] = VarianceFloor()
    return criterions


def build_optimizer(online, predictor, lr, weight_decay):
    params = list(online.parameters()) + list(predictor.parameters())
    return torch.optim.AdamW(params, lr=lr, weight_decay=weight_decay)


def momentum_at(step, total, base=0.99):
    return 1 - (1 - base) * (torch.cos(torch.tensor(3.14159265 * step / total)) + 1) / 2
