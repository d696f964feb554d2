"""Volcano alert level (0 normal .. 3 eruption likely) from two weeks of monitoring data.

Daily channels: RSAM tremor amplitude, volcano-tectonic and long-period event
counts, SO2 flux and radial tilt at the summit station.
"""
from functools import cached_property

import torch
from torch import nn

CHANNELS = ("log RSAM", "VT count", "LP count", "log SO2 flux", "tilt")
DAYS = 14


def monitoring_windows(n, generator):
    g = generator
    level = torch.multinomial(torch.tensor([0.45, 0.3, 0.17, 0.08]), n, replacement=True, generator=g)
    day = torch.linspace(-1, 0, DAYS)
    unrest = level.float()[:, None] * (0.6 + 0.4 * torch.rand(n, 1, generator=g))
    accel = torch.exp(3 * day)[None] * unrest
    rsam = 1.0 + 0.6 * accel + 0.25 * torch.randn(n, DAYS, generator=g)
    vt = torch.poisson(2 + 6 * accel * (level[:, None] >= 1), generator=g)
    lp = torch.poisson(1 + 8 * accel * (level[:, None] >= 2), generator=g)
    so2 = 2.5 + 0.5 * accel + 0.3 * torch.randn(n, 1, generator=g) + 0.15 * torch.randn(n, DAYS, generator=g)
    tilt = torch.cumsum(0.3 * accel + 0.2 * torch.randn(n, DAYS, generator=g), dim=1)
    x = torch.stack([rsam, vt / 5, lp / 5, so2 - 2.5, tilt / 3], dim=1)
    return x, level


class AlertNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.width = width
        self.n_levels = None
        self.encoder = nn.Sequential(
            nn.Conv1d(len(CHANNELS), width, 3, padding=1), nn.ReLU(),
            nn.Conv1d(width, width, 3, padding=2, dilation=2), nn.ReLU(),
        )
        self.recent = nn.Linear(len(CHANNELS) * 3, width)

    @cached_property
    def head(self):
        if self.n_levels is None:
            raise RuntimeError("call set_levels() before the first forward")
        return nn.Linear(2 * self.width, self.n_levels)

    def set_levels(self, n_levels):
        self.n_levels = n_levels
        return self

    def forward(self, x):
        h = self.encoder(x).mean(dim=2)
        last = torch.relu(self.recent(x[:, :, -3:].flatten(1)))
        return self.head(torch.cat([h, last], dim=1))


def evaluate(model, x, y):
    model.eval()
    with torch.no_grad():
        pred = model(x).argmax(1)
    model.train()
    missed = ((y >= 2) & (pred < 2)).float().sum() / (y >= 2).float().sum()
    return round((pred == y).float().mean().item(), 3), round(missed.item(), 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(12)
    train_x, train_y = monitoring_windows(5000, rng)
    test_x, test_y = monitoring_windows(1500, rng)
    model = AlertNet().set_levels(4)
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    weights = torch.tensor([1.0, 1.0, 1.5, 3.0])
    print("untrained (accuracy, missed high alerts):", evaluate(model, test_x, test_y))
    for epoch in range(8):
        order = torch.randperm(len(train_x))
        for start in range(0, len(order), 64):
            idx = order[start:start + 64]
            loss = nn.functional.cross_entropy(model(train_x[idx]), train_y[idx], weight=weights)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 2 == 1:
            print(f"epoch {epoch}: loss {loss.item():.3f} (accuracy, missed high alerts):",
                  evaluate(model, test_x, test_y))
    print(f"{sum(p.numel() for p in model.parameters())} trainable parameters,"
          f" {len(model.state_dict())} tensors in the checkpoint")


if __name__ == "__main__":
    main()
