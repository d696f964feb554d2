"""Tide-gauge analysis: harmonic constituents plus a small storm-surge model.

Hourly sea level at a harbour gauge over 60 days = mean level + sum of tidal constituents +
a meteorological residual driven by onshore wind stress and the inverse barometer effect.
"""
import math

import torch
from torch import nn

DTYPE = torch.float64
PERIODS_H = {"M2": 12.4206012, "S2": 12.0, "N2": 12.65834751, "K1": 23.93447213, "O1": 25.81933871}
TRUE_AMP_M = {"M2": 1.12, "S2": 0.38, "N2": 0.22, "K1": 0.14, "O1": 0.10}
TRUE_PHASE_DEG = {"M2": 110.0, "S2": 150.0, "N2": 85.0, "K1": 200.0, "O1": 175.0}


def gauge_record(days, generator):
    t = torch.arange(days * 24, dtype=DTYPE)
    level = torch.full_like(t, 2.35)
    for name, period in PERIODS_H.items():
        phase = math.radians(TRUE_PHASE_DEG[name])
        level = level + TRUE_AMP_M[name] * torch.cos(2 * math.pi * t / period - phase)
    wind = torch.randn(t.shape[0], generator=generator, dtype=DTYPE).cumsum(0) * 0.15
    wind = wind - wind.mean()
    pressure = 1013 + torch.randn(t.shape[0], generator=generator, dtype=DTYPE).cumsum(0) * 0.3
    surge = 0.02 * wind * wind.abs() - 0.01 * (pressure - 1013)
    noise = 0.03 * torch.randn(t.shape[0], generator=generator, dtype=DTYPE)
    drivers = torch.stack([wind / 5, (pressure - 1013) / 10], dim=1)
    return t, drivers, level + surge + noise


class HarmonicTide:
    def __init__(self, constituents, datum=0.0, device="cpu"):
        self.names = list(constituents)
        self.omega = torch.tensor([2 * math.pi / PERIODS_H[c] for c in self.names], dtype=DTYPE)
        self.mean_level = torch.full((1,), float(datum), dtype=DTYPE, requires_grad=True)
        self.coef = torch.zeros(2, len(self.names), requires_grad=True).to(device=device, dtype=DTYPE)

    def parameters(self):
        return [self.mean_level, self.coef]

    def __call__(self, t):
        arg = t[:, None] * self.omega[None, :]
        return self.mean_level + torch.cos(arg) @ self.coef[0] + torch.sin(arg) @ self.coef[1]

    def table(self):
        a, b = self.coef.detach()
        amp = torch.sqrt(a ** 2 + b ** 2)
        phase = torch.rad2deg(torch.atan2(b, a)) % 360
        return {n: (round(amp[i].item(), 3), round(phase[i].item(), 1)) for i, n in enumerate(self.names)}


class SurgeNet(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, drivers):
        return self.net(drivers).squeeze(1)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(17)
    t, drivers, level = gauge_record(60, g)
    tide = HarmonicTide(PERIODS_H, datum=level.mean())
    surge = SurgeNet().to(DTYPE)
    optimizer = torch.optim.Adam([
        {"params": tide.parameters(), "lr": 0.02},
        {"params": surge.parameters(), "lr": 3e-3},
    ])
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=300, gamma=0.3)
    for epoch in range(3):
        for _ in range(300):
            optimizer.zero_grad()
            residual = level - tide(t) - surge(drivers)
            loss = residual.pow(2).mean()
            loss.backward()
            optimizer.step()
            scheduler.step()
        print(f"epoch {epoch}: rmse {loss.sqrt().item() * 100:.1f} cm, mean level "
              f"{tide.mean_level.item():.3f} m")
    print("constituents (amplitude m, phase deg):", tide.table())


if __name__ == "__main__":
    main()
