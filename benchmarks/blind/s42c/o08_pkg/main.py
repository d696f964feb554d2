"""Projected gradient descent fit of the SIR model.  Run: python -m o08_pkg.main"""
import time

import torch

from . import epi
from .cases import TRUTH, weekly_reports
from .params import initial_parameters
from .solver import clear, descend, objective, project

torch.set_num_threads(1)

N_ITER = 300
STEPS = {"beta": 0.01, "gamma": 0.01, "rho": 0.01, "log_i0": 0.1}

trace = {"iter": [], "obj": [], "gnorm": [], "R0": [], "rho": []}


def main():
    t0 = time.time()
    observed = weekly_reports()
    print("weekly reports:", observed.int().tolist())

    params = initial_parameters(observed)
    for it in range(N_ITER):
        obj = objective(params, observed, epi.sir_weekly_cases)
        obj.backward()
        gnorm = descend(params, STEPS)
        project(params)
        clear(params)

        if it % 50 == 0 or it == N_ITER - 1:
            with torch.no_grad():
                r0 = epi.r0(params["beta"], params["gamma"]).item()
            trace["iter"].append(it)
            trace["obj"].append(obj.item())
            trace["gnorm"].append(gnorm)
            trace["R0"].append(r0)
            trace["rho"].append(params["rho"].item())
            print(f"iter {it:5d}  obj {obj.item():.4f}  R0 {r0:.3f}  rho {params['rho'].item():.3f}")

    with torch.no_grad():
        fitted = epi.sir_weekly_cases(params["beta"], params["gamma"], params["rho"], params["log_i0"])
    peak_week = int(fitted.argmax())
    print(f"\nR0 {trace['R0'][-1]:.2f} (true {TRUTH['beta'] / TRUTH['gamma']:.2f}), "
          f"reporting {trace['rho'][-1]:.3f} (true {TRUTH['rho']:.3f}), fitted peak in week {peak_week}")
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
