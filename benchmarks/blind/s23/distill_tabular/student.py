import copy

import torch
import torch.nn as nn


def small_student(n_features, n_classes, hidden=16):
    return nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Linear(hidden, n_classes))


class EMAShadow:
    """Exponential moving average of the student's weights, used for evaluation."""

    def __init__(self, model, decay=0.99):
        self.model = copy.deepcopy(model).eval()
        self.model.requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, source):
        for shadow, live in zip(self.model.parameters(), source.parameters()):
            shadow.lerp_(live, 1 - self.decay)
