import copy

import torch
import torch.nn.functional as F


def adapt(meta_net, support, steps, lr):
    """Plain SGD on a private copy of the meta network (Reptile inner loop)."""
    fast = copy.deepcopy(meta_net)
    inner_opt = torch.optim.SGD(fast.parameters(), lr=lr)
    xs, ys = support
    for _ in range(steps):
        inner_opt.zero_grad()
        F.mse_loss(fast(xs), ys).backward()
        inner_opt.step()
    return fast


@torch.no_grad()
def query_mse(net, query):
    xq, yq = query
    return F.mse_loss(net(xq), yq).item()
