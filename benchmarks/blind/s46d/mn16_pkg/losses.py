import torch.nn as nn
import torch.nn.functional as F


class LogitKD(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s, t):
        return F.kl_div(F.log_softmax(s / self.T, 1), F.softmax(t / self.T, 1), reduction="batchmean") * self.T ** 2


class FeatureL2(nn.Module):
    def forward(self, s_feat, t_feat):
        return F.mse_loss(F.normalize(s_feat, dim=1), F.normalize(t_feat, dim=1)) * s_feat.shape[1]


def make_criterions(mode):
    crits = {"ce": nn.CrossEntropyLoss()}
    if "kd" in mode:
        crits["kd"] = LogitKD()
    if "feat" in mode:
        crits["feat"] = FeatureL2()
    return crits
