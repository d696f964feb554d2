import torch.nn as nn
import torch.nn.functional as F


class CELoss(nn.Module):
    def forward(self, s_out, t_out, y):
        return F.cross_entropy(s_out["logits"], y)


class KLDistill(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_out, t_out, y):
        return F.kl_div(F.log_softmax(s_out["logits"] / self.T, 1), F.softmax(t_out["logits"] / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class HintLoss(nn.Module):
    """FitNets: a 1x1 connector maps student features into the teacher's feature space."""

    def __init__(self, s_dim, t_dim):
        super().__init__()
        self.connector = nn.Sequential(nn.Linear(s_dim, t_dim), nn.BatchNorm1d(t_dim))

    def forward(self, s_out, t_out, y):
        return F.mse_loss(self.connector(s_out["feat"]), t_out["feat"])


CRITERIA = {"ce": CELoss, "kd": KLDistill, "hint": HintLoss}
