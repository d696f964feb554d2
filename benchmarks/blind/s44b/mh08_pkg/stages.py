"""A stage = freeze some groups, build an optimizer over the rest, train."""
import torch
import torch.nn.functional as F

from .net import descent_rate
from .params import set_trainable, trainable


def make_step(params, opt, loss=F.mse_loss):
    def step(xb, yb):
        opt.zero_grad()
        value = loss(descent_rate(params, xb), yb)
        value.backward()
        opt.step()
        return value.item()
    return step


def rmse(params, x, y):
    with torch.no_grad():
        return (descent_rate(params, x) - y).pow(2).mean().sqrt().item()


def run_stage(params, stage, data, gen):
    set_trainable(params, stage.get("freeze", ()), False)
    chosen = trainable(params)
    opt = torch.optim.AdamW(chosen.values(), lr=stage["lr"], weight_decay=stage.get("wd", 0.0))
    step = make_step(params, opt)
    x, y = data
    for epoch in range(stage["epochs"]):
        perm = torch.randperm(len(y), generator=gen)
        losses = [step(x[j], y[j]) for j in perm.split(stage["batch"])]
    return sorted(chosen), sum(losses) / len(losses)
