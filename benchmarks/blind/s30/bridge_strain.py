"""Virtual strain sensing on a steel girder bridge with split-conformal prediction intervals.

Gauge SG7 failed in spring; its strain is predicted from the six surviving gauges, the deck
temperature and the weigh-in-motion axle load, with a 90% interval from a held-out calibration set.
"""
import torch
import torch.nn.functional as F
from torch import nn

GAUGES = 6
COVERAGE = 0.90


def traffic_records(n, seed):
    gen = torch.Generator().manual_seed(seed)
    axle_load = 40.0 + 260.0 * torch.rand(n, generator=gen)  # kN
    lane = torch.randint(0, 2, (n,), generator=gen).float()
    position = torch.rand(n, generator=gen)
    temp = -5.0 + 35.0 * torch.rand(n, generator=gen)
    centres = torch.linspace(0.1, 0.9, GAUGES + 1)
    side = torch.tensor([1.0, -1.0] * 4)[: GAUGES + 1]
    influence = torch.exp(-(((position[:, None] - centres) / 0.18) ** 2)) * (1.0 + 0.4 * (lane[:, None] - 0.5) * side)
    thermal = 2.5 * (temp[:, None] - 12.0)
    strain = axle_load[:, None] * influence * 0.9 + thermal
    strain = strain + (3.0 + 0.02 * axle_load[:, None]) * torch.randn(n, GAUGES + 1, generator=gen)
    x = torch.cat([strain[:, :GAUGES] / 100.0, (temp[:, None] - 12.0) / 10.0, axle_load[:, None] / 150.0], dim=1)
    return x, strain[:, GAUGES] / 100.0


class VirtualGauge(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(GAUGES + 2, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1)
        )

    def forward(self, x):
        return self.net(x).squeeze(-1)


def predict(gauge, x, chunk=512):
    gauge.eval()
    preds = [gauge(part) for part in x.split(chunk)]
    return torch.cat(preds)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = traffic_records(6000, seed=70)
    x_tr, y_tr = x[:4000], y[:4000]
    x_cal, y_cal = x[4000:5000], y[4000:5000]
    x_te, y_te = x[5000:], y[5000:]

    gauge = VirtualGauge()
    opt = torch.optim.Adagrad(gauge.parameters(), lr=0.05)
    for epoch in range(25):
        gauge.train()
        order = torch.randperm(len(x_tr))
        for i in range(0, len(order), 128):
            idx = order[i:i + 128]
            opt.zero_grad()
            F.huber_loss(gauge(x_tr[idx]), y_tr[idx], delta=0.1).backward()
            opt.step()
        if epoch % 5 == 4:
            rmse = (predict(gauge, x_cal) - y_cal).square().mean().sqrt().item() * 100.0
            print(f"epoch {epoch + 1:2d}  calibration rmse {rmse:.2f} microstrain")

    scores = (predict(gauge, x_cal) - y_cal).abs()
    level = min(1.0, COVERAGE * (1 + 1 / len(scores)))
    qhat = torch.quantile(scores, level).item()
    resid = (predict(gauge, x_te) - y_te).abs()
    covered = (resid <= qhat).float().mean().item()
    print(f"interval half-width {qhat * 100.0:.2f} microstrain, test coverage {covered:.3f} (target {COVERAGE})")


if __name__ == "__main__":
    main()
