import copy

import torch
import torch.nn.functional as F


def adapt_head(net, features, ys, steps, lr, second_order=True):
    """ANIL inner loop: only the read-out is adapted; returns a per-task copy of it."""
    head = copy.deepcopy(net.head)
    for _ in range(steps):
        err = F.mse_loss(head(features), ys)
        gw, gb = torch.autograd.grad(err, (head.weight, head.bias), create_graph=second_order)
        head.weight = head.weight - lr * gw
        head.bias = head.bias - lr * gb
    return head


def task_loss(net, task, cfg, second_order=True):
    (xs, ys), (xq, yq) = task
    head = adapt_head(net, net.body(xs), ys, cfg.inner_steps, cfg.inner_lr, second_order)
    return F.mse_loss(head(net.body(xq)), yq)
