"""Altitude loss of LEO satellites over the next 1, 3 and 7 days from space
weather (F10.7 and its 81-day mean, Ap), ballistic coefficient and current
perigee altitude. Orbit determinations from radar tracking are trusted more
than those derived from two-line elements.
"""
import torch
import torch.nn.functional as F
from torch import nn

HORIZONS = (1, 3, 7)


def tracked_objects(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    f107, f81, ap = u(70, 220), u(80, 180), u(2, 60)
    bc = u(0.005, 0.05)                     # m^2/kg
    alt = u(300, 550)                       # km
    rho = torch.exp(-(alt - 300) / (45 + 0.15 * f81)) * (1 + 0.004 * (f107 - f81)) \
        * (1 + 0.01 * ap)
    daily = 2.5 * bc / 0.02 * rho * (1 + 0.2 * torch.randn(n, generator=generator).tanh())
    y = torch.stack([daily * h * (1 + 0.02 * h * rho) for h in HORIZONS], dim=1)
    radar = (torch.rand(n, generator=generator) < 0.35).float()
    y = y * (1 + (0.04 + 0.12 * (1 - radar)).unsqueeze(1) * torch.randn(n, 3, generator=generator))
    x = torch.stack([f107, f81, ap, bc * 100, alt / 100], dim=1)
    return x, torch.log1p(y.clamp(min=0)), radar


class DecayNet(nn.Module):
    def __init__(self, n_in=5, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.Softplus(),
                                 nn.Linear(width, width), nn.Softplus(),
                                 nn.Linear(width, len(HORIZONS)))

    def forward(self, x):
        return self.net(x)


def weighted_objective(pred, target, weight):
    per_object = F.huber_loss(pred, target, reduction="none", delta=0.5).mean(dim=1)
    return torch.dot(weight, per_object) / weight.sum()


def main(epochs=8, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(47)
    x, y, radar = tracked_objects(3000, g)
    xt, yt, radar_t = tracked_objects(600, g)
    mu, sd = x.mean(0), x.std(0)
    x, xt = (x - mu) / sd, (xt - mu) / sd
    weight = 0.4 + 0.6 * radar

    model = DecayNet(x.shape[1])
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.85)
    for epoch in range(epochs):
        model.train()
        for idx in torch.randperm(len(y)).split(batch_size):
            optimizer.zero_grad()
            loss = weighted_objective(model(x[idx]), y[idx], weight[idx])
            loss.backward()
            optimizer.step()
        scheduler.step()
        model.eval()
        with torch.no_grad():
            err = (torch.expm1(model(xt)) - torch.expm1(yt)).abs()[radar_t == 1].mean(0)
        print(f"epoch {epoch}: radar-tracked mae (km) " +
              ", ".join(f"{h}d {e:.3f}" for h, e in zip(HORIZONS, err.tolist())))


if __name__ == "__main__":
    main()
