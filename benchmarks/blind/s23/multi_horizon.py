"""Load forecasting with one GRU encoder and two horizon heads (next hour, next 6 hours)."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

CONTEXT, LONG_H = 24, 6


def load_curve(hours, n_sites):
    t = torch.arange(hours, dtype=torch.float32)
    daily = torch.sin(2 * math.pi * t / 24).expand(n_sites, hours)
    phase = torch.rand(n_sites, 1) * 2 * math.pi
    return daily + 0.3 * torch.sin(2 * math.pi * t / 12 + phase) + 0.1 * torch.randn(n_sites, hours)


def windows(curve):
    span = CONTEXT + LONG_H
    w = curve.unfold(1, span, 1).reshape(-1, span)
    return w[:, :CONTEXT].unsqueeze(-1), w[:, CONTEXT:]


class HorizonModel(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.encoder = nn.GRU(1, hidden, batch_first=True)
        self.next_hour = nn.Linear(hidden, 1)
        self.next_six = nn.Sequential(nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, LONG_H))

    def encode(self, x):
        _, h = self.encoder(x)
        return h[-1]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = windows(load_curve(24 * 8, 12))
    perm = torch.randperm(x.size(0))
    x, y = x[perm], y[perm]
    x_val, y_val, x, y = x[:300], y[:300], x[300:], y[300:]

    model = HorizonModel()
    optimizer = torch.optim.Adam(model.parameters(), lr=5e-3)
    warmup = torch.optim.lr_scheduler.LambdaLR(optimizer, lambda step: min(1.0, (step + 1) / 50))
    weights = {"short": 1.0, "long": 0.5, "consistency": 0.1}

    for epoch in range(6):
        for start in range(0, x.size(0), 64):
            xb, yb = x[start:start + 64], y[start:start + 64]
            optimizer.zero_grad()
            code = model.encode(xb)
            short_pred = model.next_hour(code).squeeze(-1)
            long_pred = model.next_six(code)
            (weights["short"] * F.mse_loss(short_pred, yb[:, 0])).backward(retain_graph=True)
            (weights["long"] * F.mse_loss(long_pred, yb)).backward()

            jittered = model.encode(xb + 0.05 * torch.randn_like(xb))
            agree = F.mse_loss(model.next_hour(jittered).squeeze(-1), short_pred.detach())
            (weights["consistency"] * agree).backward()

            nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            optimizer.step()
            warmup.step()
        with torch.no_grad():
            code = model.encode(x_val)
            short_mse = F.mse_loss(model.next_hour(code).squeeze(-1), y_val[:, 0]).item()
            long_mse = F.mse_loss(model.next_six(code), y_val).item()
        print(f"epoch {epoch}  val next-hour mse {short_mse:.4f}  val 6h mse {long_mse:.4f}")


if __name__ == "__main__":
    main()
