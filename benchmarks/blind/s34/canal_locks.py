"""Transit time through a flight of canal locks, with heavy-tailed delays."""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

COLUMNS = ("queue", "boat_len_m", "head_m", "paddle_open", "uphill", "crew_exp", "wind_ms",
           "chambers")


def lockage_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    queue = torch.randint(0, 8, (n,), generator=g).float()
    length = 10 + 15 * torch.rand(n, generator=g)
    head = 1.5 + 3 * torch.rand(n, generator=g)
    paddle = 0.4 + 0.6 * torch.rand(n, generator=g)
    uphill = (torch.rand(n, generator=g) < 0.5).float()
    crew = torch.rand(n, generator=g)
    wind = 12 * torch.rand(n, generator=g)
    chambers = torch.randint(1, 6, (n,), generator=g).float()
    fill = 4 * head / paddle * (1 + 0.3 * uphill)
    manoeuvre = 3 + 0.08 * length * (1.5 - crew) + 0.15 * wind * (length > 18).float()
    minutes = chambers * (fill + manoeuvre) + 0.5 * queue * (fill + manoeuvre)
    delay = torch.distributions.Exponential(0.05).sample((n,)) * (torch.rand(n, generator=g) < 0.1)
    minutes = minutes + delay + 1.5 * torch.randn(n, generator=g)
    x = torch.stack([queue, length, head, paddle, uphill, crew, wind, chambers], dim=1)
    return x, minutes[:, None]


class TransitNet(nn.Module):
    def __init__(self, mean, std, hidden=64):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.net = nn.Sequential(nn.Linear(len(COLUMNS), hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, x):
        return 30.0 + 20.0 * self.net((x - self.mean) / self.std)


class AdaptiveHuber:
    """Huber loss whose threshold follows a running quantile of the absolute residuals."""

    def __init__(self, quantile=0.9, momentum=0.9, delta=5.0):
        self.quantile = quantile
        self.momentum = momentum
        self.delta = delta

    @torch.no_grad()
    def calibrate(self, model, x, y):
        resid = (model(x) - y).abs()
        self.delta = float(np.quantile(resid.numpy(), self.quantile))

    def __call__(self, pred, target):
        resid = (pred - target).abs()
        q = float(np.quantile(resid.numpy(), self.quantile))
        self.delta = self.momentum * self.delta + (1 - self.momentum) * q
        return F.huber_loss(pred, target, delta=max(self.delta, 0.5))


@torch.no_grad()
def median_abs_error(model, x, y):
    return (model(x) - y).abs().median().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = lockage_log(3000, seed=1)
    x_te, y_te = lockage_log(800, seed=2)
    model = TransitNet(x_tr.mean(0), x_tr.std(0))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.9)
    criterion = AdaptiveHuber(quantile=0.9)
    criterion.calibrate(model, x_tr, y_tr)
    print(f"untrained: median abs error {median_abs_error(model, x_te, y_te):.1f} min, "
          f"huber delta {criterion.delta:.1f}")
    for epoch in range(1, 16):
        model.train()
        for idx in torch.randperm(len(x_tr)).split(64):
            loss = criterion(model(x_tr[idx]), y_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        scheduler.step()
        if epoch % 5 == 0:
            model.eval()
            print(f"epoch {epoch:2d}  huber delta {criterion.delta:.2f}  "
                  f"median abs error {median_abs_error(model, x_te, y_te):.2f} min")


if __name__ == "__main__":
    main()
