"""Learned simulator of a yo-yo on a slightly elastic string.

State (y, v, w): drop length, drop speed, spin.  While the string unwinds the
spin is slaved to the fall (w = v / r) and gravity is reduced by the rotational
inertia; at full length the string stretches like a stiff spring, the yo-yo
bounces back and the spin bleeds away through axle friction ("sleeping").
A two-head residual MLP with a regime gate is trained with truncated
backpropagation through long autoregressive rollouts.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

G, RADIUS, INERTIA_RATIO, STRING_LEN = 1.0, 0.1, 2.5, 1.0


def yoyo_rhs(s, k_string, mu_axle):
    y, v, w = s[:, 0], s[:, 1], s[:, 2]
    unwinding = (y < STRING_LEN).float()
    a_free = G / (1.0 + INERTIA_RATIO) - 0.05 * v
    a_taut = G - k_string * (y - STRING_LEN) - 0.8 * v
    acc = unwinding * a_free + (1.0 - unwinding) * a_taut
    dw = unwinding * acc / RADIUS - (1.0 - unwinding) * mu_axle * w
    return torch.stack([v, acc, dw], dim=1)


@torch.no_grad()
def throw_yoyos(n, n_steps, dt, generator):
    k_string = 40.0 + 20.0 * torch.rand(n, generator=generator)
    mu_axle = 0.2 + 0.3 * torch.rand(n, generator=generator)
    s = torch.zeros(n, 3)
    s[:, 1] = 0.3 * torch.rand(n, generator=generator)
    s[:, 2] = s[:, 1] / RADIUS
    frames = [s]
    for _ in range(n_steps - 1):
        for _ in range(10):
            s = s + (dt / 10) * yoyo_rhs(s, k_string, mu_axle)
        frames.append(s)
    return torch.stack(frames, dim=1)


class GatedStepper(nn.Module):
    def __init__(self, width=48, n_regimes=2):
        super().__init__()
        self.scale = nn.ParameterList([nn.Parameter(torch.ones(3)) for _ in range(n_regimes)])
        self.heads = nn.ModuleList([
            nn.Sequential(nn.Linear(3, width), nn.Tanh(), nn.Linear(width, 3))
            for _ in range(n_regimes)
        ])
        self.gate = nn.Sequential(nn.Linear(3, 16), nn.Tanh(), nn.Linear(16, n_regimes))

    def forward(self, s):
        mix = F.softmax(self.gate(s), dim=1)
        delta = sum(mix[:, i:i + 1] * self.scale[i] * head(s) for i, head in enumerate(self.heads))
        return s + 0.05 * delta


def tbptt(model, opt, traj, mean, std, window, clamp_spin=True):
    s = (traj[:, 0] - mean) / std
    window_losses, running = [], 0.0
    for start in range(0, traj.shape[1] - 1, window):
        opt.zero_grad()
        loss = 0.0
        for t in range(start, min(start + window, traj.shape[1] - 1)):
            s = model(s)
            loss = loss + F.mse_loss(s, (traj[:, t + 1] - mean) / std)
        loss.backward()
        opt.step()
        window_losses.append(loss.detach())
        running += loss.item()
        s = s.detach().clone()
        if clamp_spin:
            # a yo-yo never spins backwards: project the carried state
            floor = (0.0 - mean[2]) / std[2]
            s[:, 2].clamp_(min=floor.item())
    return torch.stack(window_losses), running


@torch.no_grad()
def rollout_error(model, traj, mean, std):
    model.eval()
    s = (traj[:, 0] - mean) / std
    errs = []
    for t in range(1, traj.shape[1]):
        s = model(s)
        errs.append(((s * std + mean) - traj[:, t]).pow(2).mean(dim=0))
    model.train()
    return torch.stack(errs).mean(dim=0)


def main(n_train=32, n_steps=90, dt=0.05, window=15, epochs=25, lr=3e-3, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    train_traj = throw_yoyos(n_train, n_steps, dt, gen)
    test_traj = throw_yoyos(8, n_steps, dt, gen)
    mean = train_traj.mean(dim=(0, 1))
    std = train_traj.std(dim=(0, 1)) + 1e-6
    model = GatedStepper()
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        per_window, total = tbptt(model, opt, train_traj, mean, std, window)
        if epoch % 5 == 0 or epoch == epochs - 1:
            err = rollout_error(model, test_traj, mean, std)
            print(f"epoch {epoch:3d} windows {per_window.numel()} loss {total:.4f} "
                  f"test mse (y, v, w) {np.round(err.numpy(), 4)}")


if __name__ == "__main__":
    main()
