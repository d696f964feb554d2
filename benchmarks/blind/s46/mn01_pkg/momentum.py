"""Target network construction and the exponential-moving-average update."""
import copy
import math

import torch
import torch.nn as nn


def build_target(backbone, projector):
    return nn.Sequential(copy.deepcopy(backbone), copy.deepcopy(projector))


def cosine_momentum(step, total_steps, base):
    return 1.0 - (1.0 - base) * (math.cos(math.pi * step / max(total_steps, 1)) + 1.0) / 2.0


@torch.no_grad()
def momentum_update(online_modules, target, m):
    online_params = [p for mod in online_modules for p in mod.parameters()]
    for p_online, p_target in zip(online_params, target.parameters()):
        p_target.data.mul_(m).add_(p_online.data, alpha=1.0 - m)
