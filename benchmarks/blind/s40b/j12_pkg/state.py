"""Training state as a dataclass; `create_state` always builds the optimizer from the current net."""
import dataclasses

import torch
from torch import nn


@dataclasses.dataclass
class TrainState:
    net: nn.Module
    opt: torch.optim.Optimizer
    step: int = 0
    phase: str = "pretrain"


def create_state(net: nn.Module, lr: float, phase: str, trunk_lr_scale: float = 1.0) -> TrainState:
    groups = [{"params": net.trunk.parameters(), "lr": lr * trunk_lr_scale},
              {"params": net.head.parameters(), "lr": lr}]
    return TrainState(net=net, opt=torch.optim.Adam(groups, weight_decay=1e-4), phase=phase)


def train_step(state: TrainState, batch) -> tuple:
    x, y = batch
    state.opt.zero_grad(set_to_none=True)
    value = nn.functional.cross_entropy(state.net(x), y, label_smoothing=0.05)
    value.backward()
    state.opt.step()
    return dataclasses.replace(state, step=state.step + 1), value.item()


@torch.no_grad()
def accuracy(net: nn.Module, x, y) -> float:
    net.eval()
    acc = (net(x).argmax(-1) == y).float().mean().item()
    net.train()
    return acc
