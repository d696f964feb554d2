"""Logged trajectories of a planar two-link arm driven by random smooth torques."""
import torch


def simulate(n_traj=32, length=64, dt=0.05, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = (torch.rand(n_traj, 2, generator=g) - 0.5) * 2.0
    qd = torch.zeros(n_traj, 2)
    torque = torch.zeros(n_traj, 2)
    obs, acts = [], []
    for _ in range(length):
        torque = 0.9 * torque + 0.3 * torch.randn(n_traj, 2, generator=g)
        c2 = torch.cos(q[:, 1])
        m11, m12, m22 = 2.0 + c2, 0.5 + 0.5 * c2, torch.full_like(c2, 0.5)
        det = m11 * m22 - m12 ** 2
        gravity = torch.stack([2.0 * torch.cos(q[:, 0]) + 0.5 * torch.cos(q.sum(1)), 0.5 * torch.cos(q.sum(1))], 1)
        rhs = torque - gravity - 0.2 * qd
        qdd = torch.stack([(m22 * rhs[:, 0] - m12 * rhs[:, 1]) / det, (m11 * rhs[:, 1] - m12 * rhs[:, 0]) / det], 1)
        obs.append(torch.cat([torch.cos(q), torch.sin(q), qd], 1))
        acts.append(torque.clone())
        qd = qd + dt * qdd
        q = q + dt * qd
    return torch.stack(obs, 1), torch.stack(acts, 1)   # (N, T, 6), (N, T, 2)
