import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class LearnedTemperatureKD(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.log_T = nn.Parameter(torch.tensor(math.log(T)))

    def forward(self, s_logits, t_logits, **_):
        T = self.log_T.exp()
        return F.kl_div(F.log_softmax(s_logits / T, 1), F.softmax(t_logits / T, 1),
                        reduction="batchmean") * T.detach() ** 2


class AttentionMaps(nn.Module):
    def forward(self, s_maps, t_maps, **_):
        loss = 0.0
        for ms, mt in zip(s_maps, t_maps):
            a_s = F.normalize(ms.pow(2).mean(1), dim=1)
            a_t = F.normalize(mt.pow(2).mean(1), dim=1)
            loss = loss + (a_s - a_t).pow(2).sum(1).mean()
        return loss


class SaliencyMatch(nn.Module):
    """Match |d logsumexp(logits) / dx| maps of student and teacher."""

    @staticmethod
    def saliency(net, x, create_graph):
        x = x.detach().requires_grad_(True)
        score = torch.logsumexp(net(x), dim=1).sum()
        (g,) = torch.autograd.grad(score, x, create_graph=create_graph)
        return F.normalize(g.abs().flatten(1), dim=1)

    def forward(self, student, teacher, x, **_):
        with torch.enable_grad():
            target = self.saliency(teacher, x, create_graph=False).detach()
            return (self.saliency(student, x, create_graph=True) - target).pow(2).sum(1).mean()


def build_criterions(T):
    return nn.ModuleDict({"kd": LearnedTemperatureKD(T), "at": AttentionMaps(), "sal": SaliencyMatch()})
