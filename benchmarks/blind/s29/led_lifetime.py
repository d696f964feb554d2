"""Ranking LED packages by lumen-maintenance lifetime (time to L70) from LM-80 style tests.

Tests stop at 10 000 h, so most units are right-censored; the model outputs a
risk score and is judged by Harrell's concordance index.
"""
import numpy as np
import torch
from torch import nn

FEATURES = ("drive current", "junction temperature", "phosphor", "package", "binning")


def lm80_units(n, generator):
    g = generator
    current = 0.35 + 0.7 * torch.rand(n, generator=g)            # A
    t_j = 55 + 70 * torch.rand(n, generator=g)                   # deg C
    phosphor = torch.randint(0, 2, (n,), generator=g).float()    # 0 YAG, 1 nitride
    package = torch.randint(0, 2, (n,), generator=g).float()     # 0 ceramic, 1 PPA plastic
    binning = torch.rand(n, generator=g)
    arrhenius = 0.42 / 8.617e-5 * (1 / (t_j + 273.15) - 1 / 358.15)
    log_scale = 10.4 + arrhenius - 0.9 * (current - 0.7) - 0.35 * phosphor - 0.5 * package * (t_j > 95)
    u = torch.rand(n, generator=g)
    life = torch.exp(log_scale) * (-torch.log(u)) ** (1 / 2.5)
    observed = torch.minimum(life, torch.full_like(life, 10_000.0))
    failed = life <= 10_000.0
    x = torch.stack([(current - 0.7) / 0.2, (t_j - 90) / 20, phosphor, package, binning], dim=1)
    return x, observed, failed


def concordance(risk, time, event):
    """Harrell's C over comparable pairs (the earlier time must be an observed failure)."""
    risk, time, event = np.asarray(risk), np.asarray(time), np.asarray(event, dtype=bool)
    earlier = time[:, None] < time[None, :]
    comparable = earlier & event[:, None]
    agree = (risk[:, None] > risk[None, :]) + 0.5 * (risk[:, None] == risk[None, :])
    return float((agree * comparable).sum() / comparable.sum())


class RiskNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(len(FEATURES), width), nn.Tanh(),
                                 nn.Linear(width, width), nn.Tanh(), nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x).squeeze(1)


def concordance_loss(risk, time, event):
    c = concordance(risk.detach().numpy(), time.numpy(), event.numpy())
    return torch.tensor(1.0 - c, requires_grad=True)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(17)
    x, time, event = lm80_units(2400, rng)
    test_x, test_time, test_event = lm80_units(800, rng)
    print(f"{event.float().mean().item():.2f} of the training units reached L70 within the test")
    model = RiskNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    for epoch in range(30):
        order = torch.randperm(len(x))
        for start in range(0, len(order), 200):
            idx = order[start:start + 200]
            loss = concordance_loss(model(x[idx]), time[idx], event[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            with torch.no_grad():
                c = concordance(model(test_x).numpy(), test_time.numpy(), test_event.numpy())
            print(f"epoch {epoch}: train 1-C {loss.item():.3f} test C-index {c:.3f}")


if __name__ == "__main__":
    main()
