"""Elevator group control: predict the average hall-call waiting time in the next 5 minutes
from the lobby's recent traffic, so the dispatcher can park idle cars ahead of the peak.
"""
import math

import torch
from torch import nn

FEATURES = ("up_calls", "down_calls", "car_load", "cars_in_service", "minute_of_day", "weekday")
HISTORY = 12


def office_day(generator, weekday):
    minutes = torch.arange(6 * 60, 20 * 60, 5, dtype=torch.float32)
    hour = minutes / 60
    bump = lambda centre, width: torch.exp(-0.5 * ((hour - centre) / width) ** 2)
    scale = 1.0 if weekday < 5 else 0.25
    up = scale * (12 * bump(8.6, 0.5) + 6 * bump(13.2, 0.4) + 1.5)
    down = scale * (5 * bump(12.1, 0.4) + 11 * bump(17.4, 0.5) + 1.2)
    up = torch.poisson(up, generator=generator)
    down = torch.poisson(down, generator=generator)
    cars = torch.full_like(up, 6.0)
    cars[torch.rand(up.shape, generator=generator) < 0.05] = 5.0
    load = ((up + down) / (cars * 3)).clamp(max=1.5)
    wait = 12 + 4.0 * (up + down) / cars + 25 * torch.relu(load - 0.8) ** 2
    wait = wait + 2.0 * torch.randn(wait.shape, generator=generator)
    day = torch.full_like(up, float(weekday) / 6)
    x = torch.stack([up / 10, down / 10, load, cars / 6, minutes / 1440, day], dim=1)
    return x, wait / 30


def windows(days):
    xs, ys = [], []
    for x, wait in days:
        for t in range(HISTORY, x.shape[0] - 1):
            xs.append(x[t - HISTORY:t])
            ys.append(wait[t + 1])
    return torch.stack(xs), torch.stack(ys)


class WaitForecaster(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.gru = nn.GRU(len(FEATURES), hidden, batch_first=True)
        self.head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, x):
        _, h = self.gru(x)
        return self.head(h[-1]).squeeze(1)


def install_hygiene(optimizer):
    """Release gradient buffers as soon as the update has consumed them."""
    def release(opt, args, kwargs):
        opt.zero_grad(set_to_none=True)
    return optimizer.register_step_post_hook(release)


def fit(model, x, y, epochs=3, batch_size=64, lr=3e-3):
    optimizer = torch.optim.Adam(model.parameters(), lr=lr)
    handle = install_hygiene(optimizer)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs * math.ceil(len(x) / batch_size))
    for epoch in range(epochs):
        order = torch.randperm(x.shape[0])
        total = 0.0
        for i in range(0, x.shape[0], batch_size):
            idx = order[i:i + batch_size]
            loss = nn.functional.mse_loss(model(x[idx]), y[idx])
            loss.backward()
            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            scheduler.step()
            total += loss.item() * idx.numel()
        yield epoch, total / x.shape[0]
    handle.remove()


@torch.no_grad()
def peak_error_seconds(model, x, y):
    pred = model(x) * 30
    truth = y * 30
    peak = truth > truth.quantile(0.9)
    return (pred - truth).abs().mean().item(), (pred - truth)[peak].abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(14)
    train = windows([office_day(g, d % 7) for d in range(21)])
    test = windows([office_day(g, d % 7) for d in range(7)])
    model = WaitForecaster()
    mae, peak = peak_error_seconds(model, *test)
    print(f"untrained: wait mae {mae:.1f} s, peak-period mae {peak:.1f} s")
    for epoch, loss in fit(model, *train):
        mae, peak = peak_error_seconds(model, *test)
        print(f"epoch {epoch}: train mse {loss:.4f} | wait mae {mae:.1f} s, peak-period mae {peak:.1f} s")


if __name__ == "__main__":
    main()
