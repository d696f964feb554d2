"""Initialisation tricks for imbalanced binary heads.

Start the output at the base rate so the first few hundred steps are not spent
learning that most smoke reports are false alarms (cf. "init well" in
Karpathy's recipe for training neural nets)."""
import math

import torch


def base_rate_logit(labels):
    p = labels.float().mean().item()
    return math.log(p / (1 - p))


def init_output_bias(net, labels):
    b0 = base_rate_logit(labels)
    net.out.bias = torch.full_like(net.out.bias, b0)
    return b0
