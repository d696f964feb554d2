"""Learned dynamics model for a damped pendulum, trained on multi-step rollouts.

The rollout horizon follows a curriculum: each batch draws a horizon between
0 and max_horizon. A batch with horizon 0 contributes nothing and is skipped.
"""
import argparse

import torch
from torch import nn


def simulate(n, steps, dt=0.05, damping=0.1):
    theta = torch.empty(n).uniform_(-2.0, 2.0)
    omega = torch.empty(n).uniform_(-1.0, 1.0)
    states = [torch.stack([theta, omega], dim=1)]
    for _ in range(steps):
        omega = omega + dt * (-torch.sin(theta) - damping * omega)
        theta = theta + dt * omega
        states.append(torch.stack([theta, omega], dim=1))
    return torch.stack(states, dim=1)  # (n, steps + 1, 2)


class Dynamics(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, 2))

    def forward(self, s):
        return s + 0.05 * self.net(s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-horizon", type=int, default=4)
    ap.add_argument("--iters", type=int, default=300)
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    traj = simulate(1024, args.max_horizon + 1)
    model = Dynamics()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    mse = nn.MSELoss()
    skipped = 0
    for it in range(args.iters):
        idx = torch.randint(0, traj.shape[0], (args.batch,))
        seq = traj[idx]
        horizon = int(torch.randint(0, args.max_horizon + 1, ()))
        state = seq[:, 0]
        loss = 0.0
        for k in range(horizon):
            state = model(state)
            loss = loss + mse(state, seq[:, k + 1])
        if horizon == 0:
            skipped += 1
            continue
        loss = loss / horizon
        opt.zero_grad()
        loss.backward()
        opt.step()
        if it % 75 == 0:
            print(f"iter {it}: horizon {horizon} loss {loss.item():.2e}")

    with torch.no_grad():
        state = traj[:, 0]
        for k in range(args.max_horizon + 1):
            state = model(state)
        err = (state - traj[:, -1]).pow(2).mean().item()
    print(f"skipped {skipped} empty batches; {args.max_horizon + 1}-step rollout mse {err:.2e}")


if __name__ == "__main__":
    main()
