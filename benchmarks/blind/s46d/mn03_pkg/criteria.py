import torch
import torch.nn as nn
import torch.nn.functional as F


class SupervisedCE(nn.Module):
    def forward(self, logits, y):
        return F.cross_entropy(logits, y)


class SoftmaxMSE(nn.Module):
    """Mean-teacher consistency: squared distance of class probabilities."""

    def forward(self, s_logits, t_logits):
        return F.mse_loss(F.softmax(s_logits, 1), F.softmax(t_logits, 1), reduction="sum") / s_logits.shape[0]


class InputSaliency:
    """|d logit_y / d x| for a batch, normalised per sample; used to compare nets."""

    def __init__(self, net):
        self.net = net

    def __call__(self, x, y):
        x = x.detach().clone().requires_grad_(True)
        score = self.net(x).gather(1, y[:, None]).sum()
        (g,) = torch.autograd.grad(score, x)
        g = g.abs()
        return g / (g.sum(1, keepdim=True) + 1e-8)


def saliency_agreement(sal_a, sal_b):
    return F.cosine_similarity(sal_a, sal_b, dim=1).mean()


def build_criterions(mode):
    crits = {"ce": SupervisedCE()}
    if mode in ("mt", "mean-teacher"):
        crits["cons"] = SoftmaxMSE()
    return crits


def consistency_weight(epoch, max_w=8.0, rampup=3):
    t = min(epoch / rampup, 1.0)
    return max_w * float(torch.exp(torch.tensor(-5.0 * (1 - t) ** 2)))
