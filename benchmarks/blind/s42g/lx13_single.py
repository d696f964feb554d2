"""Heritage steam locomotive: forecast boiler pressure along a run from firing rate, regulator and injector use.

Truncated BPTT over 20-second windows; torchrun-ready, runs as one process by default.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DIST = {k: int(os.environ.get(k, d)) for k, d in (("WORLD_SIZE", 1), ("RANK", 0), ("LOCAL_RANK", 0))}


def footplate_runs(n_runs=32, length=240, seed=9):
    g = torch.Generator().manual_seed(seed)
    firing = (torch.rand(n_runs, length, generator=g) < 0.08).float() * (0.5 + torch.rand(n_runs, length, generator=g))
    regulator = torch.clamp(torch.cumsum(torch.randn(n_runs, length, generator=g) * 0.05, 1) + 0.5, 0, 1)
    injector = (torch.rand(n_runs, length, generator=g) < 0.04).float()
    pressure = torch.zeros(n_runs, length)
    p = torch.full((n_runs,), 200.0)                            # psi
    heat = torch.zeros(n_runs)
    for t in range(length):
        heat = 0.95 * heat + firing[:, t] * 2.0
        p = p + heat * 0.6 - regulator[:, t] * 1.8 - injector[:, t] * 4.0 + 0.02 * (200 - p)
        pressure[:, t] = p
    x = torch.stack([firing, regulator, injector], -1)
    return x, (pressure.unsqueeze(-1) - 200) / 20


class BoilerModel(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.rnn = nn.LSTM(3, hidden, batch_first=True)
        self.readout = nn.Linear(hidden, 1)
        self.carry = None

    def reset(self):
        self.carry = None

    def forward(self, x):
        seq, self.carry = self.rnn(x, self.carry)
        return self.readout(seq)


class DDP(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module

    def forward(self, x):
        return self.module(x)


def allreduce_(model, world):
    for p in model.parameters():
        if p.grad is not None:
            p.grad /= world


def unwrap_model(m):
    return m.module if isinstance(m, DDP) else m


def run(epochs=3, window=20, lr=3e-3):
    torch.manual_seed(0)
    x, y = footplate_runs()
    x, y = x[DIST["RANK"]::DIST["WORLD_SIZE"]], y[DIST["RANK"]::DIST["WORLD_SIZE"]]
    engine = DDP(BoilerModel())
    optim = torch.optim.Adam(engine.parameters(), lr=lr)
    for epoch in range(epochs):
        unwrap_model(engine).reset()
        err_sum, n = 0.0, 0
        for t0 in range(0, x.shape[1], window):
            pred = engine(x[:, t0:t0 + window])
            err = F.mse_loss(pred, y[:, t0:t0 + window])
            optim.zero_grad()
            err.backward()
            allreduce_(engine, DIST["WORLD_SIZE"])
            optim.step()
            err_sum += err.item()
            n += 1
        if DIST["RANK"] == 0:
            print(f"epoch {epoch} window mse {err_sum / n:.4f}")


if __name__ == "__main__":
    run()
