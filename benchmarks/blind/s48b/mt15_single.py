"""Self-adaptive PINN for a drying rain puddle on a sloped patio slab.

Depth h(x, t) of a 1D puddle cross-section, spreading by gravity (linearised
as diffusion with coefficient D) and losing water to evaporation at rate E:
    h_t = D h_xx - E,   h(0, t) = h(1, t) = 0   (dry edges)
A manufactured exact solution keeps the benchmark honest.  Phase 1 trains a
soft-constraint network with per-point adaptive weights (min-max); phase 2
swaps in a hard-constraint head and distils the phase-1 solution as a warm
start while continuing the adaptive PINN training.
"""
import copy
import math

import numpy as np
import torch
import torch.nn as nn

D, E = 0.1, 0.05


def exact_depth(x, t):
    return torch.exp(-D * math.pi ** 2 * t) * torch.sin(math.pi * x) + E * (x ** 2 - x) / (2 * D)


class PuddleNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(2, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.head = nn.Linear(width, 1)
        self.hard_bc = False

    def forward(self, xt):
        out = self.head(self.trunk(xt))
        if self.hard_bc:
            x = xt[:, :1]
            out = x * (1.0 - x) * out
        return out


def residual(model, xt):
    h = model(xt)
    g = torch.autograd.grad(h.sum(), xt, create_graph=True)[0]
    h_x, h_t = g[:, :1], g[:, 1:]
    h_xx = torch.autograd.grad(h_x.sum(), xt, create_graph=True)[0][:, :1]
    return h_t - D * h_xx + E


def make_optimizers(model, weights, lr=3e-3, lr_w=1e-2):
    return (torch.optim.Adam(model.parameters(), lr=lr),
            torch.optim.Adam([weights], lr=lr_w, maximize=True))


def sa_step(model, weights, opt, opt_w, colloc, xt_ic, h_ic, xt_bc, anchor=None):
    opt.zero_grad()
    opt_w.zero_grad()
    res = residual(model, colloc)
    loss = (weights ** 2 * res ** 2).mean() + 10.0 * ((model(xt_ic) - h_ic) ** 2).mean()
    if not model.hard_bc:
        loss = loss + 10.0 * (model(xt_bc) ** 2).mean()
    if anchor is not None:
        xt_a, h_a = anchor
        loss = loss + ((model(xt_a) - h_a) ** 2).mean()
    loss.backward()
    opt.step()
    opt_w.step()
    return loss.item(), weights.grad.abs().mean().item()


def l2_error(model, n=41):
    x = torch.linspace(0, 1, n)
    t = torch.linspace(0, 1, n)
    xx, tt = torch.meshgrid(x, t, indexing="ij")
    xt = torch.stack([xx.reshape(-1), tt.reshape(-1)], dim=1)
    with torch.no_grad():
        ref = exact_depth(xt[:, :1], xt[:, 1:])
        return ((model(xt) - ref).norm() / ref.norm()).item()


def main(n_colloc=200, phase1=250, phase2=250, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    colloc = torch.rand(n_colloc, 2, generator=gen).requires_grad_(True)
    x_ic = torch.linspace(0, 1, 50).unsqueeze(1)
    xt_ic = torch.cat([x_ic, torch.zeros_like(x_ic)], dim=1)
    h_ic = exact_depth(x_ic, torch.zeros_like(x_ic))
    t_bc = torch.rand(40, 1, generator=gen)
    xt_bc = torch.cat([torch.cat([torch.zeros(20, 1), torch.ones(20, 1)]), t_bc], dim=1)

    model = PuddleNet()
    weights = torch.ones(n_colloc, 1, requires_grad=True)
    opt, opt_w = make_optimizers(model, weights)
    for it in range(phase1):
        loss, wg = sa_step(model, weights, opt, opt_w, colloc, xt_ic, h_ic, xt_bc)
        if it % 100 == 0:
            print(f"phase1 it {it:3d} loss {loss:.3e} mean|dL/dw| {wg:.2e}")
    print(f"phase1 relative L2 error {l2_error(model):.4f}")

    teacher = copy.deepcopy(model).eval()
    anchor_pts = torch.rand(128, 2, generator=gen)
    with torch.no_grad():
        anchor = (anchor_pts, teacher(anchor_pts))
    model.head = nn.Linear(model.head.in_features, 1)
    model.hard_bc = True
    opt, opt_w = make_optimizers(model, weights)
    for it in range(phase2):
        loss, wg = sa_step(model, weights, opt, opt_w, colloc, xt_ic, h_ic, xt_bc,
                           anchor=anchor if it < phase2 // 2 else None)
        if it % 100 == 0:
            print(f"phase2 it {it:3d} loss {loss:.3e} mean|dL/dw| {wg:.2e}")
    print(f"phase2 relative L2 error {l2_error(model):.4f}; "
          f"weights range {weights.min().item():.2f}..{weights.max().item():.2f}")


if __name__ == "__main__":
    main()
