"""Self-adaptive PINN for steady 1-D advection-diffusion with a boundary layer.

Non-dimensional temperature in a heated channel section:
    -(1/Pe) u'' + u' = 1,   u(0) = u(1) = 0
Pe = U L / alpha (Peclet number). For Pe = 50 the solution has a thin
boundary layer at the outlet, where uniform residual weights fail.
Per-point weights lambda_i are trained by gradient ascent (Adam with
maximize=True) from the same backward pass as the network.
"""
import math
import numpy as np
import torch
import torch.nn as nn

PE = 50.0
U_MS, L_M = 0.02, 0.5                       # m/s, m
ALPHA = U_MS * L_M / PE                     # thermal diffusivity, m^2/s


def exact(x):
    eps = 1.0 / PE
    return x - (np.exp((x - 1.0) / eps) - math.exp(-1.0 / eps)) / (1.0 - math.exp(-1.0 / eps))


class Net(nn.Module):
    def __init__(self, width=48, depth=4):
        super().__init__()
        layers, d = [], 1
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.Tanh()]
            d = width
        layers.append(nn.Linear(d, 1))
        self.f = nn.Sequential(*layers)

    def forward(self, x):
        return self.f(2.0 * x - 1.0)


def residual(net, x):
    x = x.requires_grad_(True)
    u = net(x)
    du = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)[0]
    d2u = torch.autograd.grad(du, x, torch.ones_like(du), create_graph=True)[0]
    return -d2u / PE + du - 1.0


def main():
    torch.manual_seed(0)
    print(f"Pe = {PE:.0f} (alpha = {ALPHA:.1e} m^2/s), boundary layer thickness ~ {L_M / PE * 1000:.0f} mm")
    n_col = 128
    x_col = torch.cat([torch.linspace(0, 1, n_col - 32), 1 - torch.logspace(-3, -1, 32)]).sort().values[:, None]
    x_bc = torch.tensor([[0.0], [1.0]])

    net = Net()
    lam_r = torch.ones(n_col, 1, requires_grad=True)
    lam_b = torch.full((2, 1), 10.0, requires_grad=True)
    opt_net = torch.optim.Adam(net.parameters(), lr=2e-3)
    opt_lam = torch.optim.Adam([lam_r, lam_b], lr=1e-2, maximize=True)

    curve = []
    for it in range(1500):
        opt_net.zero_grad()
        opt_lam.zero_grad()
        r = residual(net, x_col.clone())
        r_b = net(x_bc)
        objective = (lam_r ** 2 * r ** 2).mean() + (lam_b ** 2 * r_b ** 2).mean()
        objective.backward()
        opt_net.step()          # descent on the network weights
        opt_lam.step()          # ascent on the point weights, same gradients
        if it % 400 == 0 or it == 1499:
            curve.append((it, (r ** 2).mean().item(), lam_r.grad.abs().max().item()))
            print(f"it {it:5d}  residual MSE {curve[-1][1]:.3e}  max |dJ/dlambda| {curve[-1][2]:.2e}")

    xs = np.linspace(0, 1, 501)
    with torch.no_grad():
        u = net(torch.from_numpy(xs).float()[:, None]).squeeze(1).numpy()
    err = np.abs(u - exact(xs))
    lam_np = (lam_r.detach() ** 2).squeeze(1).numpy()
    in_layer = x_col.squeeze(1).numpy() > 0.9
    print(f"max |u - u_exact| = {err.max():.4f} (u_max = {exact(xs).max():.3f}); "
          f"mean weight in boundary layer {lam_np[in_layer].mean():.2f} vs elsewhere {lam_np[~in_layer].mean():.2f}")


if __name__ == "__main__":
    main()
