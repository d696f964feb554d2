"""Lift and drag polars of NACA 4-digit airfoils from a surrogate network.

Synthetic polars: thin-airfoil lift slope with a thickness correction, a
soft stall, and a parabolic drag bucket that depends on Reynolds number.
"""
import math
from collections import deque

import torch
from torch import nn

INPUTS = ("max camber", "camber position", "thickness", "alpha", "log10 Re")


def polars(n, generator):
    g = generator
    camber = 0.06 * torch.rand(n, generator=g)
    position = 0.2 + 0.4 * torch.rand(n, generator=g)
    thickness = 0.06 + 0.14 * torch.rand(n, generator=g)
    alpha = math.radians(-6) + math.radians(22) * torch.rand(n, generator=g)
    log_re = 5.0 + 1.5 * torch.rand(n, generator=g)
    alpha0 = -2.1 * camber * (1.0 + 0.5 * (0.4 - position))
    stall = math.radians(12) + 0.4 * thickness + 0.03 * (log_re - 5.75)
    cl_linear = 2 * math.pi * (1 + 0.77 * thickness) * (alpha - alpha0)
    cl = cl_linear * torch.sigmoid((stall - alpha) * 18) + 0.9 * torch.sigmoid((alpha - stall) * 18)
    cd0 = 0.0045 * (1 + 2 * thickness) * 10 ** (-0.2 * (log_re - 6))
    cd = cd0 + 0.012 * (cl - 0.3) ** 2 + 0.06 * torch.relu(alpha - stall) * 10
    x = torch.stack([camber / 0.03, (position - 0.4) / 0.12, (thickness - 0.13) / 0.04,
                     alpha / 0.2, (log_re - 5.75) / 0.45], dim=1)
    y = torch.stack([cl, 10 * cd], dim=1) * (1 + 0.01 * torch.randn(n, 2, generator=g))
    return x, y


def r_squared(pred, target):
    return 1 - ((pred - target) ** 2).sum(0) / ((target - target.mean(0)) ** 2).sum(0)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(23)
    x, y = polars(20000, rng)
    test_x, test_y = polars(4000, rng)
    model = nn.Sequential(nn.Linear(len(INPUTS), 96), nn.SiLU(), nn.Linear(96, 96), nn.SiLU(), nn.Linear(96, 2))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=12)
    recent = deque(maxlen=50)
    smoothed = None
    for epoch in range(12):
        running, seen = 0.0, 0
        outputs, targets = [], []
        order = torch.randperm(len(x))
        for start in range(0, len(order), 128):
            idx = order[start:start + 128]
            pred = model(x[idx])
            loss = nn.functional.mse_loss(pred, y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item() * len(idx)
            seen += len(idx)
            recent.append(loss.detach())
            smoothed = loss.detach() if smoothed is None else 0.9 * smoothed + 0.1 * loss.detach()
            outputs.append(pred.detach())
            targets.append(y[idx])
        scheduler.step()
        train_r2 = r_squared(torch.cat(outputs), torch.cat(targets))
        if epoch % 3 == 2:
            print(f"epoch {epoch}: mse {running / seen:.5f} last-50 {torch.stack(list(recent)).mean().item():.5f}"
                  f" smoothed {smoothed.item():.5f} train R2 (CL, CD) {[round(v, 4) for v in train_r2.tolist()]}")
    with torch.no_grad():
        r2 = r_squared(model(test_x), test_y)
    print(f"test R2: CL {r2[0].item():.4f}, CD {r2[1].item():.4f}")


if __name__ == "__main__":
    main()
