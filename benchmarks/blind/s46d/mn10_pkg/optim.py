import torch
import torch.nn as nn
import torch.nn.functional as F


class GANLoss(nn.Module):
    def forward(self, logits, is_real):
        target = torch.full_like(logits, 0.9 if is_real else 0.0)
        return F.binary_cross_entropy_with_logits(logits, target)


class KDLoss(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s, t):
        return F.kl_div(F.log_softmax(s / self.T, 1), F.softmax(t / self.T, 1), reduction="batchmean") * self.T ** 2


def build_criterions():
    return {"ce": nn.CrossEntropyLoss(), "kd": KDLoss(), "gan": GANLoss()}


def build_optimizers(student, bridge, lr_s=2e-3, lr_d=1e-3):
    opt_s = torch.optim.Adam(list(student.parameters()) + list(bridge.align.parameters()), lr=lr_s)
    opt_d = torch.optim.Adam(bridge.critic.parameters(), lr=lr_d, betas=(0.5, 0.999))
    return opt_s, opt_d
