import torch
import torch.nn as nn
import torch.nn.functional as F


class MaskedHuber(nn.Module):
    def forward(self, pred, target, mask):
        if mask.sum() == 0:
            return pred.sum() * 0.0
        return F.huber_loss(pred[mask], target[mask], delta=0.5)


class Consistency(nn.Module):
    def forward(self, pred_s, pred_t):
        return F.mse_loss(pred_s, pred_t)


def build_criterions(mode):
    crits = {"sup": MaskedHuber()}
    if "cons" in mode:
        crits["cons"] = Consistency()
    return crits


def build_optimizer(model, lr, wd=1e-4):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.ndim == 1 else decay).append(p)
    return torch.optim.AdamW([{"params": decay, "weight_decay": wd},
                              {"params": no_decay, "weight_decay": 0.0}], lr=lr)
