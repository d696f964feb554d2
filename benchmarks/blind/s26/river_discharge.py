"""Daily river discharge from rainfall and temperature, trained on gauges with missing days."""
import math

import torch
import torch.nn.functional as F
from torch import nn

WINDOW, HORIZON = 90, 14


def basin_series(basins, days, generator):
    t = torch.arange(days).float()
    season = torch.sin(2 * math.pi * (t - 80) / 365)
    temperature = 10 + 12 * season + 3 * torch.randn(basins, days, generator=generator)
    wet = torch.rand(basins, days, generator=generator) < 0.3 + 0.15 * season.neg()
    rain = wet * torch.distributions.Exponential(0.2).sample((basins, days))
    store = torch.zeros(basins)
    snow = torch.zeros(basins)
    k = 0.05 + 0.1 * torch.rand(basins, generator=generator)
    flow = []
    for day in range(days):
        cold = temperature[:, day] < 0
        snow = snow + torch.where(cold, rain[:, day], torch.zeros(basins))
        melt = torch.where(cold, torch.zeros(basins), torch.minimum(snow, 0.3 * temperature[:, day].clamp(min=0)))
        snow = snow - melt
        store = store + torch.where(cold, torch.zeros(basins), rain[:, day]) + melt
        out = k * store
        store = store - out - 0.01 * temperature[:, day].clamp(min=0) * store / 20
        flow.append(out)
    discharge = torch.stack(flow, dim=1)
    gauge_ok = torch.rand(basins, days, generator=generator) > 0.25
    return torch.stack([rain, temperature], dim=-1), discharge, gauge_ok


def windows(forcing, discharge, gauge_ok, stride):
    xs, ys, ms = [], [], []
    for end in range(WINDOW, forcing.size(1), stride):
        xs.append(forcing[:, end - WINDOW:end])
        ys.append(discharge[:, end - HORIZON:end])
        ms.append(gauge_ok[:, end - HORIZON:end])
    return torch.cat(xs), torch.cat(ys), torch.cat(ms).float()


class RunoffGRU(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.gru = nn.GRU(2, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)

    def forward(self, forcing):
        states, _ = self.gru(forcing)
        return self.head(states[:, -HORIZON:]).squeeze(-1)


def make_objective(delta):
    def objective(predicted, observed, mask):
        per_day = F.huber_loss(predicted, observed, reduction="none", delta=delta) * mask
        return per_day.sum(dim=1) / mask.sum(dim=1).clamp(min=1.0)
    return objective


def make_train_step(model, optimizer, objective, clip):
    def train_step(forcing, observed, mask):
        optimizer.zero_grad()
        loss = objective(model(forcing), observed, mask)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), clip)
        optimizer.step()
        return loss.detach().mean().item()
    return train_step


@torch.no_grad()
def nash_sutcliffe(model, forcing, observed, mask):
    model.eval()
    predicted = model(forcing)
    model.train()
    keep = mask.bool()
    err = (predicted[keep] - observed[keep]).pow(2).sum()
    spread = (observed[keep] - observed[keep].mean()).pow(2).sum()
    return (1 - err / spread).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    forcing, discharge, gauge_ok = basin_series(basins=24, days=3 * 365, generator=generator)
    forcing = (forcing - forcing.mean((0, 1))) / forcing.std((0, 1))
    scale = discharge.std()
    cut = 2 * 365
    train = windows(forcing[:, :cut], discharge[:, :cut] / scale, gauge_ok[:, :cut], stride=7)
    test = windows(forcing[:, cut - WINDOW:], discharge[:, cut - WINDOW:] / scale,
                   gauge_ok[:, cut - WINDOW:], stride=14)

    model = RunoffGRU()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    step = make_train_step(model, optimizer, make_objective(delta=1.0), clip=1.0)
    print(f"windows: train {train[0].size(0)} test {test[0].size(0)}; "
          f"test NSE before training {nash_sutcliffe(model, *test):.3f}")
    for epoch in range(6):
        order = torch.randperm(train[0].size(0))
        losses = [step(*(t[rows] for t in train)) for rows in order.split(64)]
        print(f"epoch {epoch}: masked huber {sum(losses) / len(losses):.4f} "
              f"test NSE {nash_sutcliffe(model, *test):.3f}")


if __name__ == "__main__":
    main()
