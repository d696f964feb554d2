import numpy as np
import torch

from .model import DripSimulator
from .physics import simulate_faucet
from .rollout import train_tbptt


def normalise(traj):
    mean = traj.mean(dim=(0, 1), keepdim=True)
    std = traj.std(dim=(0, 1), keepdim=True) + 1e-6
    return (traj - mean) / std, mean, std


def run(n_taps=16, n_steps=120, dt=0.05, window=20, epochs=6, lr=3e-3,
        hidden=48, teacher_every=10, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    flows = torch.from_numpy(np.random.uniform(0.05, 0.3, size=n_taps)).float()
    traj = simulate_faucet(flows, n_steps, dt)
    traj, mean, std = normalise(traj)
    sim = DripSimulator(n_hidden=hidden)
    opt = torch.optim.Adam(sim.parameters(), lr=lr)
    for epoch in range(epochs):
        hist = train_tbptt(sim, opt, traj, window, teacher_every=teacher_every)
        print(f"epoch {epoch}  windows {len(hist)}  mean loss {np.mean(hist):.4f}")
    return sim


if __name__ == "__main__":
    torch.set_num_threads(1)
    run()
