"""Pure-looking train step built by a closure, folded over an epoch with functools.reduce."""
from functools import reduce
from typing import Callable, Iterable, NamedTuple

import torch


class Carry(NamedTuple):
    step: int = 0
    loss_sum: float = 0.0
    count: int = 0


def make_train_step(net, opt, loss_fn: Callable) -> Callable:
    def train_step(carry: Carry, batch) -> Carry:
        pred = net(batch.window)
        value = loss_fn(pred, batch.target)
        value.backward()
        opt.step()
        n = batch.target.shape[0]
        return carry._replace(step=carry.step + 1,
                              loss_sum=carry.loss_sum + value.item() * n,
                              count=carry.count + n)
    return train_step


def run_epoch(step_fn: Callable, opt, batches: Iterable, carry: Carry) -> Carry:
    opt.zero_grad(set_to_none=True)
    return reduce(step_fn, batches, carry._replace(loss_sum=0.0, count=0))


@torch.no_grad()
def evaluate(net, data, loss_fn) -> float:
    net.eval()
    out = loss_fn(net(data.window), data.target).item()
    net.train()
    return out
