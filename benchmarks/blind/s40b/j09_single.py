"""Boiler drum-pressure system identification, fitted full-batch with L-BFGS.

A grey-box model: a first-order lag from firing rate to pressure plus a small MLP for the
steam-demand nonlinearity. Everything is one-step-ahead, so the whole record fits in one batch.
"""
from functools import partial
from typing import Callable, NamedTuple

import torch
from torch import nn


class Record(NamedTuple):
    inputs: torch.Tensor   # (T, 3): pressure[t], firing[t], demand[t]
    target: torch.Tensor   # (T,): pressure[t + 1]


def plant(n_steps: int, seed: int) -> Record:
    g = torch.Generator().manual_seed(seed)
    firing = torch.zeros(n_steps)
    demand = torch.zeros(n_steps)
    level_f, level_d = 0.5, 0.5
    for t in range(n_steps):
        if t % 40 == 0:
            level_f = 0.2 + 0.7 * torch.rand(1, generator=g).item()
        if t % 55 == 0:
            level_d = 0.2 + 0.7 * torch.rand(1, generator=g).item()
        firing[t], demand[t] = level_f, level_d
    p = torch.zeros(n_steps + 1)
    p[0] = 0.5
    for t in range(n_steps):
        draw = 0.12 * demand[t] * torch.sqrt(p[t].clamp_min(0.01))
        p[t + 1] = p[t] + 0.08 * (firing[t] - 0.3 * p[t]) - draw + 0.003 * torch.randn(1, generator=g).item()
    return Record(torch.stack([p[:-1], firing, demand], dim=1), p[1:])


class DrumModel(nn.Module):
    def __init__(self, hidden: int = 16):
        super().__init__()
        self.lag = nn.Linear(2, 1)                 # pressure, firing -> increment
        self.draw = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        p, firing, demand = x.unbind(-1)
        inc = self.lag(torch.stack([p, firing], -1)) - self.draw(torch.stack([p, demand], -1))
        return p + inc.squeeze(-1)


def make_closure(model: nn.Module, opt: torch.optim.Optimizer, data: Record,
                 loss_fn: Callable, l2: float) -> Callable:
    def closure() -> torch.Tensor:
        opt.zero_grad()
        fit = loss_fn(model(data.inputs), data.target)
        reg = l2 * sum(w.pow(2).sum() for n, w in model.named_parameters() if n.endswith("weight"))
        total = fit + reg
        total.backward()
        return total
    return closure


@torch.no_grad()
def free_run_rmse(model: nn.Module, data: Record) -> float:
    """Simulate the identified model open-loop and compare with the measured pressure."""
    p = data.inputs[0, 0].clone()
    sims = []
    for t in range(len(data.target)):
        x = torch.stack([p, data.inputs[t, 1], data.inputs[t, 2]])[None]
        p = model(x)[0]
        sims.append(p)
    return torch.sqrt(torch.mean((torch.stack(sims) - data.target) ** 2)).item()


def identify(train: Record, valid: Record, outer_iters: int = 12):
    torch.manual_seed(0)
    model = DrumModel()
    opt = torch.optim.LBFGS(model.parameters(), lr=1.0, max_iter=20, history_size=20,
                            line_search_fn="strong_wolfe")
    closure = make_closure(model, opt, train, nn.functional.mse_loss, l2=1e-5)
    trace = []
    for it in range(outer_iters):
        objective = opt.step(closure)
        trace.append(objective.detach())
        if it % 3 == 0 or it == outer_iters - 1:
            print(f"outer {it:2d} objective {objective.item():.3e} "
                  f"free-run rmse (valid) {free_run_rmse(model, valid):.4f}")
    return model, torch.stack(trace)


if __name__ == "__main__":
    make = partial(plant, 400)
    model, trace = identify(make(seed=1), make(seed=2))
    print(f"objective reduced {trace[0].item() / trace[-1].item():.1f}x over {len(trace)} L-BFGS calls")
