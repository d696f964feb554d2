import torch
import torch.nn as nn
import torch.nn.functional as F

from .sobolev import InputGradient


class KDLoss(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits, **_):
        target = F.log_softmax(t_logits.detach() / self.T, 1)
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), target,
                        reduction="batchmean", log_target=True) * self.T ** 2


class SobolevMatch(nn.Module):
    """Match student and teacher input gradients (Czarnecki et al. 2017)."""

    def __init__(self):
        super().__init__()
        self.student_grad = InputGradient(create_graph=True)
        self.teacher_grad = InputGradient(create_graph=False)

    def forward(self, s_logits, t_logits, x, y):
        g_s = self.student_grad(s_logits, x, y)
        g_t = self.teacher_grad(t_logits, x, y)
        per_sample = (g_s - g_t).pow(2).sum(1)
        return per_sample.mean()


class HardCE(nn.Module):
    def forward(self, s_logits, t_logits, y, **_):
        return F.cross_entropy(s_logits, y)


def build_criterions(mode):
    pool = {"ce": HardCE(), "kd": KDLoss(T=3.0), "sobolev": SobolevMatch()}
    return {name: pool[name] for name in mode.split("+")}


def build_optimizer(student, lr):
    return torch.optim.Adam(student.parameters(), lr=lr)
