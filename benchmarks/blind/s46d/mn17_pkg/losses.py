import torch
import torch.nn as nn
import torch.nn.functional as F


class KDCriterion(nn.Module):
    def __init__(self, T):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits, s_feat, t_feat, y):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class HintCriterion(nn.Module):
    def __init__(self, s_dim, t_dim):
        super().__init__()
        self.regressor = nn.Linear(s_dim, t_dim, bias=False)

    def forward(self, s_logits, t_logits, s_feat, t_feat, y):
        return F.mse_loss(self.regressor(s_feat), t_feat)


class LabelCriterion(nn.Module):
    def forward(self, s_logits, t_logits, s_feat, t_feat, y):
        return F.cross_entropy(s_logits, y, label_smoothing=0.05)


def build_criterions(mode, s_dim, t_dim):
    crits = nn.ModuleDict({"ce": LabelCriterion()})
    for name in mode.split("+"):
        if name == "kd":
            crits["kd"] = KDCriterion(T=4.0)
        elif name == "hint":
            crits["hint"] = HintCriterion(s_dim, t_dim)
    return crits


def build_optimizer(student, criterions, lr):
    return torch.optim.Adam([*student.parameters(), *criterions.parameters()], lr=lr)
