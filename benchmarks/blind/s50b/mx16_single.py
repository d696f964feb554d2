"""Hula-hoop persistence: LoRA + new head fine-tuning with clipping and warmup.

Predicts how long (log seconds) a hoop keeps spinning before it drops, for a backbone
trained on light polypropylene hoops and adapted to weighted fitness hoops.
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def hoop_sessions(n, rng, weighted):
    diam = rng.uniform(0.7, 1.1, n)                   # hoop diameter, m
    mass = rng.uniform(0.2, 0.5, n) + 0.8 * weighted  # kg
    waist = rng.uniform(0.6, 1.1, n)                  # waist circumference, m
    freq = rng.uniform(1.2, 2.4, n)                   # hip oscillation, Hz
    skill = rng.uniform(0.0, 1.0, n)
    needed = 0.9 * np.sqrt(9.81 / (diam / 2 - waist / (2 * np.pi))) / (2 * np.pi)
    margin = (freq - needed) * (1 + skill) - 0.1 * mass
    secs = 5 + 120 * (1 / (1 + np.exp(-4 * margin))) * (1 + 0.8 * mass * skill)
    x = np.stack([diam / 1.1, mass / 1.3, waist / 1.1, freq / 2.4, skill], 1)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(np.log(secs) + rng.normal(0, 0.05, n), dtype=torch.float32)


class Adapted(nn.Module):
    def __init__(self, base: nn.Linear, rank=4, alpha=4.0):
        super().__init__()
        self.base = base.requires_grad_(False)
        self.scaling = alpha / rank
        self.a = nn.Parameter(torch.empty(rank, base.in_features))
        self.b = nn.Parameter(torch.zeros(base.out_features, rank))
        nn.init.kaiming_uniform_(self.a, a=math.sqrt(5))

    def forward(self, x):
        return self.base(x) + self.scaling * F.linear(F.linear(x, self.a), self.b)


class HoopNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.inp = nn.Linear(5, width)
        self.hidden = nn.Linear(width, width)
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(F.gelu(self.hidden(F.gelu(self.inp(x))))).squeeze(-1)


class Finetuner:
    def __init__(self, model, data, steps, clip=1.0):
        self.model, self.steps, self.clip = model, steps, clip
        self.x, self.y = data
        self.grad_norms = []

    def setup(self):
        self.model.requires_grad_(False)
        self.model.hidden = Adapted(self.model.hidden, rank=4)
        self.model.head = nn.Linear(self.model.head.in_features, 1)
        decay = [p for n, p in self.model.named_parameters() if p.requires_grad and p.ndim == 2]
        plain = [p for n, p in self.model.named_parameters() if p.requires_grad and p.ndim < 2]
        self.trainable = decay + plain
        self.opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.01},
                                      {"params": plain, "weight_decay": 0.0}], lr=5e-3)
        warm = 30
        self.sched = torch.optim.lr_scheduler.LambdaLR(
            self.opt, lambda s: min(1.0, (s + 1) / warm) * 0.5 * (1 + math.cos(math.pi * s / self.steps)))

    def step(self, idx):
        self.model.train()
        loss = F.mse_loss(self.model(self.x[idx]), self.y[idx])
        loss.backward()
        self.grad_norms.append(float(nn.utils.clip_grad_norm_(self.trainable, self.clip)))
        self.opt.zero_grad(set_to_none=True)
        self.opt.step()
        self.sched.step()
        return loss.item()

    @torch.no_grad()
    def validate(self, x, y):
        self.model.eval()
        return F.mse_loss(self.model(x), y).item()


def main():
    torch.manual_seed(16)
    np.random.seed(16)
    torch.set_num_threads(1)
    rng = np.random.default_rng(16)

    lx, ly = hoop_sessions(3000, rng, weighted=0.0)
    net = HoopNet()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(300):
        idx = torch.from_numpy(rng.integers(0, 3000, 64))
        opt.zero_grad()
        F.mse_loss(net(lx[idx]), ly[idx]).backward()
        opt.step()

    steps = 250
    tuner = Finetuner(net, hoop_sessions(300, rng, weighted=1.0), steps)
    vx, vy = hoop_sessions(800, rng, weighted=1.0)
    tuner.setup()
    print(f"weighted hoops, fresh head: val mse {tuner.validate(vx, vy):.4f}")
    for s in range(steps):
        loss = tuner.step(torch.from_numpy(rng.integers(0, 300, 32)))
        if s % 50 == 0:
            print(f"step {s:3d} loss {loss:.4f} grad-norm {tuner.grad_norms[-1]:.3f} "
                  f"lr {tuner.sched.get_last_lr()[0]:.2e}")
    print(f"weighted hoops, fine-tuned: val mse {tuner.validate(vx, vy):.4f}")


if __name__ == "__main__":
    main()
