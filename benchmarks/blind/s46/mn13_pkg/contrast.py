import torch
import torch.nn as nn
import torch.nn.functional as F

from .models import Embed


class InBatchCRD(nn.Module):
    """Contrastive representation distillation with in-batch negatives (no memory bank)."""

    def __init__(self, s_dim, t_dim, embed_dim=32, temperature=0.1):
        super().__init__()
        self.embed_s = Embed(s_dim, embed_dim)
        self.embed_t = Embed(t_dim, embed_dim)
        self.temperature = temperature

    def forward(self, f_s, f_t):
        z_s, z_t = self.embed_s(f_s), self.embed_t(f_t.detach())
        logits = z_s @ z_t.t() / self.temperature
        labels = torch.arange(z_s.size(0))
        return 0.5 * (F.cross_entropy(logits, labels) + F.cross_entropy(logits.t(), labels))


class KLDistill(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


def build_criterions(s_dim, t_dim):
    return {"ce": nn.CrossEntropyLoss(), "kd": KLDistill(), "crd": InBatchCRD(s_dim, t_dim)}
