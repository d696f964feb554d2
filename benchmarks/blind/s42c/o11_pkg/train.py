"""python -m o11_pkg.train"""
import time

import numpy as np
import torch

from . import plotting
from .equations import first_zero, lane_emden_residual, reference_solution
from .model import PolytropeNet

torch.set_num_threads(1)
torch.manual_seed(3)

N_INDEX = 1                     # polytropic index (n = 1: theta = sin(xi)/xi)
XI_MAX = 3.6                    # a bit past the surface, xi_1 = pi for n = 1
N_COLLOC = 256
N_ITER = 1500
PLOT_EVERY = 500

run_log = {"iter": [], "residual": []}


def main():
    t0 = time.time()
    net = PolytropeNet(XI_MAX)
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=600, gamma=0.3)

    xi_plot = torch.linspace(0.0, XI_MAX, 200).unsqueeze(1)
    theta_ref = reference_solution(xi_plot.numpy()[:, 0], N_INDEX)

    for it in range(N_ITER):
        xi = (1e-3 + (XI_MAX - 1e-3) * torch.rand(N_COLLOC, 1)).requires_grad_(True)
        opt.zero_grad()
        res = lane_emden_residual(net, xi, N_INDEX)
        mse = res.pow(2).mean()
        mse.backward()
        opt.step()
        sched.step()
        run_log["iter"].append(it)
        run_log["residual"].append(mse.item())

        if it % PLOT_EVERY == 0:
            plotting.snapshot(xi_plot, net(xi_plot), theta_ref, f"iter {it}")

    with torch.no_grad():
        theta_fit = net(xi_plot).numpy()[:, 0]
    xi_1 = first_zero(xi_plot.numpy()[:, 0], theta_fit)
    print(f"\nfinal residual {run_log['residual'][-1]:.2e}; surface xi_1 = {xi_1:.4f} "
          f"(reference {first_zero(xi_plot.numpy()[:, 0], theta_ref):.4f})")
    print(f"max error {np.abs(theta_fit - theta_ref).max():.2e}   ({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
