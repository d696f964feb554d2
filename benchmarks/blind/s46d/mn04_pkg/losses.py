import torch
import torch.nn as nn
import torch.nn.functional as F


class ThicknessL1(nn.Module):
    def forward(self, pred, target):
        return F.smooth_l1_loss(pred, target, beta=0.1)


class HintLoss(nn.Module):
    """FitNets hint: regress teacher features from student features through a connector."""

    def __init__(self, s_dim, t_dim):
        super().__init__()
        self.connector = nn.Sequential(nn.Linear(s_dim, t_dim), nn.LayerNorm(t_dim))

    def forward(self, s_feat, t_feat):
        return F.mse_loss(self.connector(s_feat), F.layer_norm(t_feat, t_feat.shape[1:]))


class ResponseKD(nn.Module):
    def forward(self, s_pred, t_pred):
        return F.mse_loss(s_pred, t_pred)


def build_criterions(mode, s_dim, t_dim):
    table = {"sup": ThicknessL1(), "kd": ResponseKD(), "hint": HintLoss(s_dim, t_dim)}
    return nn.ModuleDict({k: table[k] for k in mode.split("+")})


def build_optimizer(student, criterions, lr):
    params = [{"params": student.parameters()},
              {"params": criterions.parameters(), "lr": lr * 2}]
    return torch.optim.Adam(params, lr=lr)
