import torch
import torch.nn as nn
import torch.nn.functional as F


class NormalizedMSE(nn.Module):
    def forward(self, p, z):
        return (2 - 2 * F.cosine_similarity(p, z, dim=-1)).mean()


class NegCosine(nn.Module):
    def forward(self, p, z):
        return -F.cosine_similarity(p, z, dim=-1).mean()


def fgsm(model_fn, x, y, eps):
    """Input perturbation that increases the probe's loss; needs d loss / d x."""
    x_adv = x.clone().requires_grad_(True)
    loss = F.cross_entropy(model_fn(x_adv), y)
    (g,) = torch.autograd.grad(loss, x_adv)
    return (x + eps * g.sign()).detach()


CRITERIONS = {"byol": NormalizedMSE(), "cos": NegCosine()}
