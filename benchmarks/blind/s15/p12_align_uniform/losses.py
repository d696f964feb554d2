import torch
import torch.nn.functional as F


def align_loss(x, y, alpha=2):
    return (x - y).norm(p=2, dim=1).pow(alpha).mean()


def uniform_loss(x, t=2):
    return torch.pdist(x, p=2).pow(2).mul(-t).exp().mean().log()


class AlignUniform:
    def __init__(self, w_align=1.0, w_unif=1.0):
        self.w_align, self.w_unif = w_align, w_unif

    def __call__(self, za, zb):
        za, zb = F.normalize(za, dim=1), F.normalize(zb, dim=1)
        parts = {"align": align_loss(za, zb),
                 "unif": 0.5 * (uniform_loss(za) + uniform_loss(zb))}
        parts["total"] = self.w_align * parts["align"] + self.w_unif * parts["unif"]
        return parts
