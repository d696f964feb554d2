"""Hamiltonian neural network for planar Kepler orbits (units: AU, yr, GM_sun = 4 pi^2).

Learns a scalar H(q, p) whose symplectic gradient reproduces the measured
time derivatives, then integrates a held-out orbit with a leapfrog scheme and
checks energy drift against the true Hamiltonian.
"""
import math
import numpy as np
import torch
import torch.nn as nn

GM = 4.0 * math.pi ** 2          # AU^3 / yr^2
KM_S_PER_AU_YR = 4.74047


def true_hamiltonian(qp):
    q, p = qp[..., :2], qp[..., 2:]
    return 0.5 * (p ** 2).sum(-1) - GM / np.linalg.norm(q, axis=-1)


def kepler_states(n_orbits, pts_per_orbit, rng):
    """Sample phase-space points on bound orbits with a in [0.8, 1.6] AU, e in [0, 0.3]."""
    states, derivs = [], []
    for _ in range(n_orbits):
        a = rng.uniform(0.8, 1.6)
        e = rng.uniform(0.0, 0.3)
        omega = rng.uniform(0, 2 * np.pi)
        E = rng.uniform(0, 2 * np.pi, size=pts_per_orbit)          # eccentric anomaly
        r = a * (1 - e * np.cos(E))
        nu = 2 * np.arctan2(np.sqrt(1 + e) * np.sin(E / 2), np.sqrt(1 - e) * np.cos(E / 2))
        h = np.sqrt(GM * a * (1 - e ** 2))
        q = np.stack([r * np.cos(nu + omega), r * np.sin(nu + omega)], -1)
        vr = GM / h * e * np.sin(nu)
        vt = h / r
        p = np.stack([vr * np.cos(nu + omega) - vt * np.sin(nu + omega),
                      vr * np.sin(nu + omega) + vt * np.cos(nu + omega)], -1)
        acc = -GM * q / (r[:, None] ** 3)
        states.append(np.concatenate([q, p], -1))
        derivs.append(np.concatenate([p, acc], -1))
    return np.concatenate(states), np.concatenate(derivs)


class HamiltonianNet(nn.Module):
    def __init__(self, width=128):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(5, width), nn.Softplus(),
            nn.Linear(width, width), nn.Softplus(),
            nn.Linear(width, 1),
        )

    def forward(self, qp):
        r = qp[..., :2].norm(dim=-1, keepdim=True)
        feats = torch.cat([qp, 1.0 / r], dim=-1)      # give the net the 1/r feature
        return self.body(feats).squeeze(-1)


def symplectic_field(H_net, qp, create_graph):
    """(dq/dt, dp/dt) = (dH/dp, -dH/dq). qp must require grad."""
    H = H_net(qp)
    dH = torch.autograd.grad(H.sum(), qp, create_graph=create_graph)[0]
    return torch.cat([dH[..., 2:], -dH[..., :2]], dim=-1)


def leapfrog_rollout(H_net, qp0, dt, n_steps):
    """Kick-drift-kick using the learned field. Needs autograd even at test time."""
    H_net.eval()
    traj = [qp0.detach()]
    state = qp0.detach()
    for _ in range(n_steps):
        s = state.clone().requires_grad_(True)
        f = symplectic_field(H_net, s, create_graph=False)
        p_half = state[..., 2:] + 0.5 * dt * f[..., 2:].detach()
        q_new = state[..., :2] + dt * p_half
        s2 = torch.cat([q_new, p_half], -1).requires_grad_(True)
        f2 = symplectic_field(H_net, s2, create_graph=False)
        p_new = p_half + 0.5 * dt * f2[..., 2:].detach()
        state = torch.cat([q_new, p_new], -1)
        traj.append(state)
    return torch.stack(traj)


def main():
    torch.manual_seed(0)
    rng = np.random.default_rng(0)
    X_np, dX_np = kepler_states(n_orbits=60, pts_per_orbit=40, rng=rng)
    X = torch.from_numpy(X_np).float()
    dX = torch.from_numpy(dX_np).float()
    scale = dX.std(0)                        # per-component scale of the derivatives
    print(f"{len(X)} phase-space samples; speeds {np.linalg.norm(X_np[:, 2:], axis=1).min() * KM_S_PER_AU_YR:.1f}"
          f"-{np.linalg.norm(X_np[:, 2:], axis=1).max() * KM_S_PER_AU_YR:.1f} km/s")

    hnn = HamiltonianNet(width=128)
    opt = torch.optim.Adam(hnn.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=150, gamma=0.5)
    losses = []
    n_iter, bs = 450, 256
    for it in range(n_iter):
        idx = torch.randint(0, len(X), (bs,))
        xb = X[idx].requires_grad_(True)
        pred = symplectic_field(hnn, xb, create_graph=True)
        err = ((pred - dX[idx]) / scale) ** 2
        objective = err.mean()
        objective.backward()
        opt.step()
        opt.zero_grad()
        sched.step()
        losses.append(objective.item())
        if it % 75 == 0 or it == n_iter - 1:
            print(f"iter {it:4d}  normalised derivative MSE {losses[-1]:.4f}")

    # held-out orbit: a = 1.2 AU, e = 0.2, start at perihelion
    a, e = 1.2, 0.2
    r_p = a * (1 - e)
    v_p = math.sqrt(GM * (1 + e) / (a * (1 - e)))
    qp0 = torch.tensor([[r_p, 0.0, 0.0, v_p]])
    period = math.sqrt(a ** 3)                              # yr
    traj = leapfrog_rollout(hnn, qp0, dt=period / 400, n_steps=800)   # two orbits
    traj_np = traj.squeeze(1).numpy()
    H_true = true_hamiltonian(traj_np)
    drift = np.abs(H_true - H_true[0]).max() / abs(H_true[0])
    r = np.linalg.norm(traj_np[:, :2], axis=1)
    print(f"rollout: r in [{r.min():.3f}, {r.max():.3f}] AU (true [{r_p:.3f}, {a * (1 + e):.3f}]), "
          f"max relative energy drift {drift:.3%}")

    # force map on a grid: F = -dH/dq, from one backward with an explicit seed
    xs = np.linspace(-1.5, 1.5, 9)
    gx, gy = np.meshgrid(xs, xs)
    keep = np.hypot(gx, gy) > 0.5
    grid_np = np.stack([gx[keep], gy[keep], np.zeros(keep.sum()), np.full(keep.sum(), 2 * np.pi)], -1)
    grid = torch.from_numpy(grid_np).float().requires_grad_(True)
    H_grid = hnn(grid)
    H_grid.backward(torch.ones_like(H_grid))
    force = -grid.grad[:, :2]
    hnn.zero_grad(set_to_none=True)
    radial = (force * grid[:, :2].detach()).sum(1) / grid[:, :2].detach().norm(dim=1)
    r_grid = np.hypot(grid_np[:, 0], grid_np[:, 1])
    ratio = (-radial.numpy()) / (GM / r_grid ** 2)
    print(f"learned / true radial force on {keep.sum()} grid points: "
          f"median {np.median(ratio):.3f}, 10-90% [{np.percentile(ratio, 10):.3f}, {np.percentile(ratio, 90):.3f}]")


if __name__ == "__main__":
    main()
