import torch.nn as nn
import torch.nn.functional as F


class HintLoss(nn.Module):
    """Regress each student hidden layer onto the matching teacher layer through a linear adapter."""

    def __init__(self, student_widths, teacher_widths):
        super().__init__()
        self.regressors = [nn.Linear(s, t) for s, t in zip(student_widths, teacher_widths)]

    def forward(self, s_hints, t_hints):
        loss = 0.0
        for reg, hs, ht in zip(self.regressors, s_hints, t_hints):
            loss = loss + F.mse_loss(reg(hs), ht.detach())
        return loss / len(self.regressors)


class LogitKD(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        log_p = F.log_softmax(s_logits / self.T, dim=1)
        q = F.softmax(t_logits.detach() / self.T, dim=1)
        return F.kl_div(log_p, q, reduction="batchmean") * self.T ** 2


def build_criterions(student, teacher, T):
    return {"ce": nn.CrossEntropyLoss(), "kd": LogitKD(T), "hint": HintLoss(student.widths, teacher.widths)}
