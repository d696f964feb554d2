"""Vending-machine restock planner: predict tomorrow's units sold per slot.

The route driver loads whole units, so the planner is trained and scored on whole-unit
predictions. State is a frozen dataclass that each step returns a new copy of.
"""
import dataclasses
import math
from functools import partial
from typing import Callable, Iterator

import torch
import torch.nn.functional as F
from torch import nn

N_PRODUCTS, N_SITES = 12, 30


@dataclasses.dataclass(frozen=True)
class Config:
    days: int = 60
    batch: int = 256
    epochs: int = 4
    lr: float = 3e-3
    hidden: int = 32


@dataclasses.dataclass(frozen=True)
class State:
    net: nn.Module
    opt: torch.optim.Optimizer
    step: int = 0


def simulate_sales(days: int, seed: int = 0):
    """Rows: (site, product, weekday, temperature, footfall) -> units sold (Poisson)."""
    g = torch.Generator().manual_seed(seed)
    site_traffic = torch.rand(N_SITES, generator=g) * 2 + 0.5
    product_pop = torch.rand(N_PRODUCTS, generator=g) * 1.5 + 0.2
    cold_drink = (torch.arange(N_PRODUCTS) < 5).float()
    rows, units = [], []
    for d in range(days):
        temp = 15 + 10 * math.sin(2 * math.pi * d / 365) + torch.randn(1, generator=g).item() * 3
        weekday = d % 7
        office = 1.0 if weekday < 5 else 0.4
        rate = site_traffic[:, None] * product_pop[None, :] * office
        rate = rate * (1 + 0.06 * cold_drink[None, :] * (temp - 15))
        sold = torch.poisson(rate.clamp_min(0.05), generator=g)
        site_id, prod_id = torch.meshgrid(torch.arange(N_SITES), torch.arange(N_PRODUCTS), indexing="ij")
        feats = torch.stack([site_id.flatten().float(), prod_id.flatten().float(),
                             torch.full((N_SITES * N_PRODUCTS,), float(weekday)),
                             torch.full((N_SITES * N_PRODUCTS,), (temp - 15) / 10),
                             site_traffic[site_id.flatten()]], dim=1)
        rows.append(feats)
        units.append(sold.flatten())
    return torch.cat(rows), torch.cat(units)


class DemandNet(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.site = nn.Embedding(N_SITES, 8)
        self.product = nn.Embedding(N_PRODUCTS, 8)
        self.day = nn.Embedding(7, 4)
        self.mlp = nn.Sequential(nn.Linear(8 + 8 + 4 + 2, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, rows: torch.Tensor) -> torch.Tensor:
        site, prod, day = rows[:, 0].long(), rows[:, 1].long(), rows[:, 2].long()
        h = torch.cat([self.site(site), self.product(prod), self.day(day), rows[:, 3:5]], dim=1)
        return F.softplus(self.mlp(h)).squeeze(-1)      # expected units


def shuffled(rows, units, batch: int, seed: int) -> Iterator:
    perm = torch.randperm(len(units), generator=torch.Generator().manual_seed(seed))
    for i in range(0, len(perm), batch):
        idx = perm[i:i + batch]
        yield rows[idx], units[idx]


whole_units = lambda rate, sold: F.l1_loss(torch.round(rate), sold)


def train_step(state: State, batch, loss_fn: Callable):
    rows, sold = batch
    state.opt.zero_grad()
    value = loss_fn(state.net(rows), sold)
    value.backward()
    state.opt.step()
    return dataclasses.replace(state, step=state.step + 1), {"mae": value.item()}


@torch.no_grad()
def holdout_mae(net: nn.Module, rows, units) -> float:
    return F.l1_loss(torch.round(net(rows)), units).item()


def main(cfg: Config = Config()):
    torch.manual_seed(0)
    rows, units = simulate_sales(cfg.days)
    cut = int(0.8 * len(units))
    net = DemandNet(cfg.hidden)
    state = State(net, torch.optim.Adam(net.parameters(), lr=cfg.lr))
    step = partial(train_step, loss_fn=whole_units)
    print(f"holdout MAE before: {holdout_mae(net, rows[cut:], units[cut:]):.3f} units")
    for epoch in range(cfg.epochs):
        maes = []
        for batch in shuffled(rows[:cut], units[:cut], cfg.batch, seed=epoch):
            state, metrics = step(state, batch)
            maes.append(metrics["mae"])
        print(f"epoch {epoch} steps {state.step} train MAE {sum(maes) / len(maes):.3f} "
              f"holdout MAE {holdout_mae(state.net, rows[cut:], units[cut:]):.3f}")
    return state


if __name__ == "__main__":
    main()
