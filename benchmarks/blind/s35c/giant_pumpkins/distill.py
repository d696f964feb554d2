import torch
import torch.nn.functional as F
from torch import nn


class Distiller(nn.Module):
    """Student wrapper for distillation; checkpoints of the wrapper hold the student only."""

    def __init__(self, student, teacher, alpha=0.7):
        super().__init__()
        self.student = student
        self._teacher = [teacher.eval().requires_grad_(False)]
        self.alpha = alpha

    @property
    def teacher(self):
        return self._teacher[0]

    def forward(self, x):
        return self.student(x)

    def loss(self, x, y):
        pred = self.student(x)
        soft = self.teacher(x)
        return self.alpha * F.mse_loss(pred, soft) + (1 - self.alpha) * F.mse_loss(pred, y)
