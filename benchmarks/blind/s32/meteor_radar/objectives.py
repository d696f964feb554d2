import torch
from torch import nn

from .model import ROUTES


class RoutedObjective(nn.Module):
    """Weighted sum of per-column losses; underdense-only columns are masked."""

    def __init__(self, weights):
        super().__init__()
        self.weights = dict(weights)
        self.criteria = {"kind": nn.CrossEntropyLoss(), "decay": nn.SmoothL1Loss(reduction="none"),
                         "speed": nn.SmoothL1Loss(reduction="none")}

    def forward(self, outputs, targets):
        underdense = (targets["echo_class"] == 0).float()
        terms = {}
        for column, out in outputs.items():
            criterion = self.criteria[ROUTES[column]]
            if ROUTES[column] == "kind":
                terms[column] = criterion(out, targets[column])
            else:
                per_echo = criterion(out, targets[column])
                terms[column] = (per_echo * underdense).sum() / underdense.sum().clamp(min=1)
        total = sum(self.weights[c] * v for c, v in terms.items())
        return total, {c: v.item() for c, v in terms.items()}
