"""Neural-ODE model of an egg-timer hourglass.

Granular discharge through the neck is (nearly) independent of the fill
height -- the Beverloo law Q = C sqrt(g) (D - k d)^(5/2) -- so the level h in
the upper bulb falls as dh/dt = -Q / A(h) with A(h) the bulb cross-section.
We learn A(h) with a small positive network and the discharge coefficient C
from webcam readings of the sand level in hourglasses with different grains.
RK4 integration, Adam with a plateau scheduler on the epoch loss.
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

NECK, BEVERLOO_K = 0.3, 1.5


def true_area(h):
    # an onion-shaped glass bulb: narrow at the neck, widest in the middle
    return 0.05 + 0.9 * torch.sin(math.pi * h.clamp(0.0, 1.0)) ** 2 + 0.1 * h


def beverloo(c_disc, grain):
    return c_disc * (NECK - BEVERLOO_K * grain).clamp_min(1e-3) ** 2.5


@torch.no_grad()
def webcam_levels(grains, t_grid, c_true=2.0, noise=0.004, generator=None):
    h = torch.full_like(grains, 0.95)
    q = beverloo(torch.tensor(c_true), grains)
    rows = [h]
    for i in range(t_grid.numel() - 1):
        dt = (t_grid[i + 1] - t_grid[i]) / 20
        for _ in range(20):
            h = (h - dt * q / true_area(h)).clamp_min(0.0)
        rows.append(h)
    levels = torch.stack(rows, dim=1)
    return levels + noise * torch.randn(levels.shape, generator=generator)


class BulbModel(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.area_net = nn.Sequential(nn.Linear(1, width), nn.Tanh(),
                                      nn.Linear(width, width), nn.Tanh(),
                                      nn.Linear(width, 1))
        self.log_c = nn.Parameter(torch.tensor(0.0))

    def area(self, h):
        return 0.02 + F.softplus(self.area_net(h.unsqueeze(-1))).squeeze(-1)

    def forward(self, h, grains):
        q = beverloo(self.log_c.exp(), grains)
        return -q / self.area(h) * (h > 0.0).float()


def rk4_levels(model, h0, grains, t_grid):
    h = h0
    rows = [h]
    for i in range(t_grid.numel() - 1):
        dt = t_grid[i + 1] - t_grid[i]
        k1 = model(h, grains)
        k2 = model(h + 0.5 * dt * k1, grains)
        k3 = model(h + 0.5 * dt * k2, grains)
        k4 = model(h + dt * k3, grains)
        h = h + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        rows.append(h)
    return torch.stack(rows, dim=1)


def train(model, grains, levels, t_grid, epochs, batch, lr, generator):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=0.5, patience=3)
    n = grains.shape[0]
    history = []
    for epoch in range(epochs):
        perm = torch.randperm(n, generator=generator)
        epoch_loss = 0.0
        for start in range(0, n, batch):
            idx = perm[start:start + batch]
            opt.zero_grad()
            pred = rk4_levels(model, levels[idx, 0], grains[idx], t_grid)
            loss = F.mse_loss(pred, levels[idx]) * 1e3
            loss.backward()
            opt.step()
            epoch_loss += loss
        sched.step(epoch_loss)
        history.append(epoch_loss)
        if epoch % 5 == 0 or epoch == epochs - 1:
            print(f"epoch {epoch:3d} loss {float(epoch_loss):.4f} C {model.log_c.exp().item():.3f} "
                  f"lr {opt.param_groups[0]['lr']:.1e}")
    return model, history


def main(n_glasses=40, n_frames=30, epochs=20, batch=8, lr=1e-2, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    grains = 0.01 + 0.03 * torch.rand(n_glasses, generator=gen)   # grain diameter / bulb height
    t_grid = torch.linspace(0.0, 6.0, n_frames)   # minutes
    levels = webcam_levels(grains, t_grid, generator=gen)
    model, history = train(BulbModel(), grains, levels, t_grid, epochs, batch, lr, gen)
    print(f"loss reduced {float(history[0]) / float(history[-1]):.1f}x over {len(history)} epochs")
    h = torch.linspace(0.4, 0.9, 5)   # levels the webcam actually saw
    with torch.no_grad():
        print("learned A(h) / C:", np.round((model.area(h) / model.log_c.exp()).numpy(), 3))
        print("true    A(h) / C:", np.round((true_area(h) / 2.0).numpy(), 3))


if __name__ == "__main__":
    main()
