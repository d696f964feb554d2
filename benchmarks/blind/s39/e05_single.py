"""Cost-sensitive card-fraud scoring with a tiny Lightning-like loop, all in one file.

Transactions carry amount, hour, merchant category, distance from home and velocity
features; missed frauds cost far more than false alarms, so every example is weighted
by the cost of getting it wrong.
"""
import math
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class FitConfig:
    epochs: int = 4
    batch_size: int = 128
    lr: float = 2e-3
    miss_cost: float = 8.0
    false_alarm_cost: float = 1.0
    hidden: tuple = field(default_factory=lambda: (64, 32))


class LitBase(nn.Module):
    def training_step(self, batch):
        raise NotImplementedError

    def validation_step(self, batch):
        raise NotImplementedError

    def configure_optimizers(self):
        raise NotImplementedError


class MiniTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.history = []

    def _backward(self, out):
        loss = out["loss"] if isinstance(out, dict) else out
        loss.backward()

    def fit(self, lit, train_loader, val_loader):
        opt = lit.configure_optimizers()
        for epoch in range(self.cfg.epochs):
            lit.train()
            for batch in train_loader():
                opt.zero_grad()
                out = lit.training_step(batch)
                self._backward(out)
                opt.step()
            lit.eval()
            with torch.no_grad():
                stats = [lit.validation_step(b) for b in val_loader()]
            cost = sum(s["cost"] for s in stats) / sum(s["n"] for s in stats)
            self.history.append(cost)
            print(f"epoch {epoch}: expected cost per transaction {cost:.4f}")


class FraudScorer(LitBase):
    def __init__(self, n_num, n_merchants, cfg):
        super().__init__()
        self.cfg = cfg
        self.merchant = nn.Embedding(n_merchants, 8)
        layers, d = [], n_num + 8
        for h in cfg.hidden:
            layers += [nn.Linear(d, h), nn.SiLU()]
            d = h
        self.mlp = nn.Sequential(*layers, nn.Linear(d, 1))
        self.register_buffer("costs", torch.tensor([cfg.false_alarm_cost, cfg.miss_cost]))

    def forward(self, num, merchant):
        return self.mlp(torch.cat([num, self.merchant(merchant)], dim=-1)).squeeze(-1)

    def training_step(self, batch):
        num, merchant, y = batch
        logits = self(num, merchant)
        per_txn = F.binary_cross_entropy_with_logits(logits, y, reduction="none")
        weighted = per_txn * self.costs[y.long()]
        return {"loss": weighted, "fraud_rate": y.mean()}

    def validation_step(self, batch):
        num, merchant, y = batch
        flag = (torch.sigmoid(self(num, merchant)) > 0.5).float()
        missed = ((1 - flag) * y).sum() * self.cfg.miss_cost
        alarms = (flag * (1 - y)).sum() * self.cfg.false_alarm_cost
        return {"cost": (missed + alarms).item(), "n": y.numel()}

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.cfg.lr)


def simulate(n, n_merchants=20, seed=0):
    g = torch.Generator().manual_seed(seed)
    merchant = torch.randint(n_merchants, (n,), generator=g)
    risky = (merchant % 7 == 0).float()
    log_amount = torch.randn(n, generator=g) * 1.0 + 3.5
    hour = torch.randint(24, (n,), generator=g).float()
    night = ((hour < 5) | (hour > 22)).float()
    distance = torch.rand(n, generator=g).pow(3) * 500
    velocity = torch.poisson(torch.full((n,), 1.5), generator=g)
    score = (-5.0 + 1.2 * risky + 0.6 * (log_amount - 3.5) + 1.4 * night
             + 0.006 * distance + 0.5 * velocity)
    y = (torch.rand(n, generator=g) < torch.sigmoid(score)).float()
    num = torch.stack([log_amount - 3.5, torch.sin(hour / 24 * 2 * math.pi),
                       torch.cos(hour / 24 * 2 * math.pi), distance / 100, velocity / 2], 1)
    return num, merchant, y


def loader(data, batch_size, shuffle):
    def _iter():
        n = len(data[0])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for s in range(0, n, batch_size):
            idx = order[s:s + batch_size]
            yield tuple(t[idx] for t in data)
    return _iter


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = FitConfig()
    train, val = simulate(4000, seed=0), simulate(1000, seed=1)
    print(f"fraud rate: train {train[2].mean().item():.3f} val {val[2].mean().item():.3f}")
    lit = FraudScorer(n_num=train[0].size(1), n_merchants=20, cfg=cfg)
    MiniTrainer(cfg).fit(lit, loader(train, cfg.batch_size, True),
                         loader(val, 512, False))


if __name__ == "__main__":
    main()
