import torch
import torch.nn as nn
import torch.nn.functional as F


class KDLoss(nn.Module):
    def __init__(self, T=4.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        return F.kl_div(F.log_softmax(s_logits / self.T, 1), F.softmax(t_logits / self.T, 1),
                        reduction="batchmean") * self.T ** 2


class AdversarialLoss(nn.Module):
    def forward(self, critic_logits, is_real):
        target = torch.full_like(critic_logits, 1.0 if is_real else 0.0)
        return F.binary_cross_entropy_with_logits(critic_logits, target)


def build_criterions(T):
    return {"ce": nn.CrossEntropyLoss(), "kd": KDLoss(T), "adv": AdversarialLoss()}
