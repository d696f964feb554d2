import torch
import torch.nn as nn
import torch.nn.functional as F


class RKDDistance(nn.Module):
    """Relational KD (Park et al.): match normalised pairwise distances in the batch."""

    @staticmethod
    def _pdist(e):
        d = torch.cdist(e, e) + 1e-8 * torch.eye(e.shape[0])
        return d / d[d > 1e-6].mean()

    def forward(self, s_emb, t_emb):
        return F.smooth_l1_loss(self._pdist(s_emb), self._pdist(t_emb))


class RKDAngle(nn.Module):
    def forward(self, s_emb, t_emb):
        def angles(e):
            diff = F.normalize(e[None] - e[:, None], dim=2)
            return torch.bmm(diff, diff.transpose(1, 2)).flatten()
        return F.smooth_l1_loss(angles(s_emb), angles(t_emb))


class SoftCE(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return -(F.softmax(t_logits / self.T, 1) * F.log_softmax(s_logits / self.T, 1)).sum(1).mean()


def build_criterions(mode):
    available = {"ce": nn.CrossEntropyLoss(), "kd": SoftCE(), "rkd_d": RKDDistance(), "rkd_a": RKDAngle()}
    return {k: available[k] for k in mode.split("+")}
