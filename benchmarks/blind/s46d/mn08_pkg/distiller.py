import torch
import torch.nn as nn

from .losses import CRITERIA


class Distiller(nn.Module):
    def __init__(self, student, teacher, mode, s_dim, t_dim, weights):
        super().__init__()
        self.student = student
        self.teacher = teacher.requires_grad_(False)
        names = mode.split("+")
        kwargs = {"hint": {"s_dim": s_dim, "t_dim": t_dim}}
        self.criterions = {n: CRITERIA[n](**kwargs.get(n, {})) for n in names}
        self.weights = {n: weights[n] for n in names}

    def train(self, mode=True):
        super().train(mode)
        self.teacher.eval()
        return self

    def forward(self, x, y):
        with torch.no_grad():
            t_out = self.teacher(x)
        s_out = self.student(x)
        terms = {n: c(s_out, t_out, y) for n, c in self.criterions.items()}
        loss = sum(self.weights[n] * v for n, v in terms.items())
        return loss, terms, s_out


def make_optimizer(distiller, lr, momentum=0.9):
    trainable = [p for p in distiller.parameters() if p.requires_grad]
    return torch.optim.SGD(trainable, lr=lr, momentum=momentum, nesterov=True)
