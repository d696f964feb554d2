import torch
import torch.nn as nn
import torch.nn.functional as F

EPS = 1e-7


class SoftKL(nn.Module):
    """KL(teacher || student) on temperature-softened distributions."""

    def forward(self, s_logits, t_logits, T):
        q_s = torch.softmax(s_logits / T, dim=1)
        q_s.clamp_(min=EPS)
        q_t = torch.softmax(t_logits / T, dim=1)
        return (q_t * (q_t.clamp_min(EPS).log() - q_s.log())).sum(1).mean() * T * T


class SoftJS(nn.Module):
    """Jensen-Shannon divergence between the softened distributions."""

    def forward(self, s_logits, t_logits, T):
        p = F.softmax(s_logits / T, 1)
        q = F.softmax(t_logits / T, 1)
        m = 0.5 * (p + q)
        return 0.5 * (F.kl_div(m.log(), p, reduction="batchmean")
                      + F.kl_div(m.log(), q, reduction="batchmean")) * T * T


class HardCE(nn.Module):
    def forward(self, s_logits, y):
        return F.cross_entropy(s_logits, y)


CRITERIONS = {"ce": HardCE(), "kl": SoftKL(), "js": SoftJS()}
