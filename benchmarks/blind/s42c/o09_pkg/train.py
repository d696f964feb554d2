"""Adam warm-up followed by L-BFGS.  Run:  python -m o09_pkg.train"""
import time

import numpy as np
import torch

from .network import FieldNet
from .physics import pde_residual
from .plotting import ascii_profile, predict_on_grid, to_numpy
from .reference import burgers_fd
from .sampling import boundary_points, collocation, initial_points

torch.set_num_threads(1)
torch.manual_seed(0)

CFG = {"n_colloc": 1000, "n_ic": 100, "n_bc": 100, "adam_iters": 300, "adam_lr": 3e-3,
       "lbfgs_iters": 150, "w_data": 10.0}
losses = {"phase": [], "total": [], "pde": [], "data": []}


def loss_terms(net, xt_f, xt_0, u_0, xt_b, u_b):
    r = pde_residual(net, xt_f)
    pde = r.pow(2).mean()
    data = (net(xt_0) - u_0).pow(2).mean() + (net(xt_b) - u_b).pow(2).mean()
    return pde + CFG["w_data"] * data, pde, data


def record(phase, total, pde, data):
    losses["phase"].append(phase)
    losses["total"].append(total.item())
    losses["pde"].append(pde.item())
    losses["data"].append(data.item())


def main():
    t0 = time.time()
    gen = torch.Generator().manual_seed(1)
    xt_f = collocation(CFG["n_colloc"], gen)
    xt_0, u_0 = initial_points(CFG["n_ic"])
    xt_b, u_b = boundary_points(CFG["n_bc"], gen)
    net = FieldNet()

    adam = torch.optim.Adam(net.parameters(), lr=CFG["adam_lr"])
    for it in range(CFG["adam_iters"]):
        adam.zero_grad()
        total, pde, data = loss_terms(net, xt_f, xt_0, u_0, xt_b, u_b)
        total.backward()
        adam.step()
        record("adam", total, pde, data)
        if it % 100 == 0:
            print(f"adam {it:4d}  loss {losses['total'][-1]:.3e}  pde {losses['pde'][-1]:.3e}  "
                  f"ic/bc {losses['data'][-1]:.3e}")

    lbfgs = torch.optim.LBFGS(net.parameters(), lr=1.0, max_iter=CFG["lbfgs_iters"],
                              history_size=50, line_search_fn="strong_wolfe")

    def closure():
        lbfgs.zero_grad()
        total, pde, data = loss_terms(net, xt_f, xt_0, u_0, xt_b, u_b)
        total.backward()
        record("lbfgs", total, pde, data)
        return total

    lbfgs.step(closure)
    print(f"lbfgs: {sum(p == 'lbfgs' for p in losses['phase'])} evaluations, "
          f"loss {losses['total'][-1]:.3e}")

    x_ref, snaps = burgers_fd()
    errors = {}
    with torch.no_grad():
        for t_snap, u_ref in snaps.items():
            u_pinn = to_numpy(predict_on_grid(net, x_ref, t_snap))
            errors[t_snap] = np.linalg.norm(u_pinn - u_ref) / np.linalg.norm(u_ref)
        u_half = to_numpy(predict_on_grid(net, x_ref, 0.5))
    for t_snap, err in errors.items():
        print(f"t = {t_snap:.2f}: relative L2 error vs finite differences {err:.3f}")
    print("\nu(x, t=0.5):")
    ascii_profile(x_ref, u_half, snaps[0.5])
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
