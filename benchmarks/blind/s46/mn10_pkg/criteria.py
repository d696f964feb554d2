import torch.nn as nn
import torch.nn.functional as F


class HintonKD(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class DKD(nn.Module):
    """Decoupled KD: separate target-class and non-target-class terms."""

    def __init__(self, alpha=1.0, beta=2.0, T=4.0):
        super().__init__()
        self.alpha, self.beta, self.T = alpha, beta, T

    def forward(self, s_logits, t_logits, y):
        mask = F.one_hot(y, s_logits.size(1)).bool()
        p_s, p_t = F.softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1)
        b_s = (p_s * mask).sum(1), (p_s * ~mask).sum(1)
        b_t = (p_t * mask).sum(1), (p_t * ~mask).sum(1)
        tckd = sum(bt * (bt.clamp_min(1e-8).log() - bs.clamp_min(1e-8).log()) for bs, bt in zip(b_s, b_t)).mean()
        nt_s = F.log_softmax(s_logits / self.T - 1000.0 * mask, 1)
        nt_t = F.softmax(t_logits / self.T - 1000.0 * mask, 1)
        nckd = F.kl_div(nt_s, nt_t, reduction="batchmean")
        return (self.alpha * tckd + self.beta * nckd) * self.T ** 2


def build_criterions(T):
    return {"ce": nn.CrossEntropyLoss(), "kd": HintonKD(T), "dkd": DKD(T=T)}
