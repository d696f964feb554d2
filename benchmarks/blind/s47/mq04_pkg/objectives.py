import torch
import torch.nn.functional as F


def multitask_loss(pred, target, weights):
    parts = {"rise": F.smooth_l1_loss(pred["rise"], target["rise"]),
             "peak_h": F.smooth_l1_loss(pred["peak_h"], target["peak_h"]),
             "sour": F.binary_cross_entropy_with_logits(pred["sour"], target["sour"])}
    total = sum(weights[k] * v for k, v in parts.items())
    return total, parts


def make_optimizer(params, cfg):
    return torch.optim.AdamW(params, lr=cfg["lr"], weight_decay=cfg["wd"])


def optimizer_step(optimizer, loss, clip=None):
    loss.backward()
    if clip:
        torch.nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], clip)
    optimizer.step()
