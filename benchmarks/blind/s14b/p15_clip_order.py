"""Sequence regression with an LSTM, gradient clipping and a cosine schedule."""
import math
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class HParams:
    input_size: int = 3
    hidden_size: int = 32
    seq_len: int = 20
    batch_size: int = 16
    steps: int = 30
    lr: float = 5e-3
    clip: float = 1.0


class SeqRegressor(nn.Module):
    def __init__(self, hp):
        super().__init__()
        self.lstm = nn.LSTM(hp.input_size, hp.hidden_size, batch_first=True)
        self.proj = nn.Linear(hp.hidden_size, 1)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.proj(out[:, -1]).squeeze(-1)


def make_batch(hp, g):
    x = torch.randn(hp.batch_size, hp.seq_len, hp.input_size, generator=g)
    y = x[:, :, 0].cumsum(1)[:, -1] / math.sqrt(hp.seq_len)
    return x, y


class Runner:
    def __init__(self, hp):
        self.hp = hp
        self.model = SeqRegressor(hp)
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=hp.lr)
        self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer, T_max=hp.steps)
        self.criterion = nn.MSELoss()

    def run(self):
        g = torch.Generator().manual_seed(0)
        for step in range(self.hp.steps):
            x, y = make_batch(self.hp, g)
            loss = self.criterion(self.model(x), y)
            loss.backward()
            grad_norm = nn.utils.clip_grad_norm_(self.model.parameters(), self.hp.clip)
            self.optimizer.zero_grad()
            self.optimizer.step()
            self.scheduler.step()
            if step % 10 == 0:
                print(f"step {step} loss {loss.item():.4f} grad_norm {float(grad_norm):.3f}")


if __name__ == "__main__":
    torch.manual_seed(0)
    Runner(HParams()).run()
