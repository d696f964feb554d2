import torch
import torch.nn as nn
import torch.nn.functional as F


class BYOLLoss(nn.Module):
    """Normalised MSE between online predictions and target projections."""

    def forward(self, pred, target_proj):
        pred = F.normalize(pred, dim=-1)
        target_proj = F.normalize(target_proj, dim=-1)
        return (2.0 - 2.0 * (pred * target_proj).sum(dim=-1)).mean()


class VarianceReg(nn.Module):
    """VICReg-style hinge on the per-dimension std of the predictions."""

    def __init__(self, gamma=1.0, weight=0.1):
        super().__init__()
        self.gamma, self.weight = gamma, weight

    def forward(self, pred, target_proj):
        std = torch.sqrt(pred.var(dim=0) + 1e-4)
        return self.weight * F.relu(self.gamma - std).mean()


def build_criterions(mode):
    available = {"byol": BYOLLoss(), "var": VarianceReg()}
    return {name: available[name] for name in mode.split("+")}
