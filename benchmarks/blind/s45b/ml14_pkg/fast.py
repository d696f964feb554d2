import copy

import torch
import torch.nn.functional as F


def adapt(meta_net, support, steps=5, lr=2e-2):
    """Clone the meta network and fine-tune the clone with its own optimizer."""
    clone = copy.deepcopy(meta_net)
    opt = torch.optim.Adam(clone.parameters(), lr=lr, betas=(0.0, 0.999))
    xs, ys = support
    for _ in range(steps):
        opt.zero_grad()
        F.mse_loss(clone(xs), ys).backward()
        opt.step()
    return clone
