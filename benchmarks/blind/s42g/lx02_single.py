"""Marathon split-pace forecaster: predicts the next 1-km split from the splits so far.

Written to be launched with torchrun; runs as a single process with the defaults below.
"""
import os
from contextlib import contextmanager

import torch
import torch.nn as nn

WORLD_SIZE = int(os.environ.get("WORLD_SIZE", 1))
RANK = int(os.environ.get("RANK", 0))
LOCAL_RANK = int(os.environ.get("LOCAL_RANK", 0))


def make_races(n_runners=96, n_km=42, seed=7):
    g = torch.Generator().manual_seed(seed)
    base = 4.2 + 1.5 * torch.rand(n_runners, 1, generator=g)           # min/km
    fade = 0.02 * torch.rand(n_runners, 1, generator=g)                 # slows down late
    km = torch.arange(n_km).float().unsqueeze(0)
    wall = (km > 30).float() * fade * (km - 30) * 3
    hills = 0.15 * torch.sin(km / 4.0)
    pace = base + fade * km + wall + hills + 0.05 * torch.randn(n_runners, n_km, generator=g)
    weight = 1.0 + (base.squeeze(1) < 5.0).float()                      # elite runners count double
    return pace.unsqueeze(-1), weight


class PaceRNN(nn.Module):
    def __init__(self, hidden=24):
        super().__init__()
        self.cell = nn.GRU(1, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)

    def forward(self, x, h=None):
        out, h = self.cell(x, h)
        return self.head(out), h


class ReplicaWrapper(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module
        self._sync = True

    def forward(self, *a, **kw):
        return self.module(*a, **kw)

    @contextmanager
    def no_sync(self):
        self._sync = False
        try:
            yield
        finally:
            self._sync = True


def allreduce_mean_(params):
    for p in params:
        if p.grad is not None:
            p.grad /= WORLD_SIZE


def detach_state(h):
    if h is None:
        return None
    return h.detach()


def unwrap_model(m):
    return getattr(m, "module", m)


def train(epochs=4, chunk=6, lr=5e-3):
    torch.manual_seed(0)
    pace, weight = make_races()
    mine = torch.arange(pace.shape[0])[RANK::WORLD_SIZE]
    pace, weight = pace[mine], weight[mine]
    rnn = ReplicaWrapper(PaceRNN())
    adam = torch.optim.Adam(rnn.parameters(), lr=lr)
    history = []
    for epoch in range(epochs):
        state = None
        epoch_err = 0.0
        for start in range(0, pace.shape[1] - 1 - chunk + 1, chunk):
            xs = pace[:, start:start + chunk]
            ys = pace[:, start + 1:start + chunk + 1]
            state = detach_state(state)
            pred, state = rnn(xs, state)
            per_runner = ((pred - ys) ** 2).mean(dim=(1, 2))
            objective = (per_runner * weight).sum() / weight.sum()
            adam.zero_grad()
            objective.backward()
            allreduce_mean_(rnn.parameters())
            adam.step()
            epoch_err += objective.item()
        history.append(epoch_err)
        if RANK == 0:
            print(f"epoch {epoch} weighted mse {epoch_err:.4f}")
    if RANK == 0:
        net = unwrap_model(rnn)
        net.eval()
        with torch.no_grad():
            pred, _ = net(pace[:4, :-1])
            print("km-42 forecast (min/km):", [round(v, 2) for v in pred[:, -1, 0].tolist()])
    return history


if __name__ == "__main__":
    train()
