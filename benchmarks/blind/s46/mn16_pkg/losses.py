import torch
import torch.nn as nn
import torch.nn.functional as F


class RKDDistance(nn.Module):
    """Match normalised pairwise distances of the embeddings (Park et al., 2019)."""

    @staticmethod
    def normalised_pdist(e):
        d = torch.cdist(e, e)
        return d / d[d > 0].mean()

    def forward(self, s_emb, t_emb):
        with torch.no_grad():
            t_d = self.normalised_pdist(t_emb)
        return F.smooth_l1_loss(self.normalised_pdist(s_emb), t_d)


class RKDAngle(nn.Module):
    def forward(self, s_emb, t_emb):
        def angles(e):
            diff = F.normalize(e.unsqueeze(0) - e.unsqueeze(1), p=2, dim=2)
            return torch.bmm(diff, diff.transpose(1, 2)).view(-1)
        with torch.no_grad():
            t_a = angles(t_emb)
        return F.smooth_l1_loss(angles(s_emb), t_a)


class VanillaKD(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


def make_criterions(mode):
    bank = {"kd": VanillaKD(), "dist": RKDDistance(), "angle": RKDAngle()}
    names = mode.split("+")
    return names, [bank[n] for n in names]
