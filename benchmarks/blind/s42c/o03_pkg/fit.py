"""Fit log(lambda_A), log(lambda_B), log(N0) to both peak series.

Run:  python -m o03_pkg.fit
"""
import math
import time

import torch

from . import nuclides as nuc
from .counts import counting_series
from .solver import clear_grads, gd_update, grad_norm, poisson_deviance

torch.set_num_threads(1)

N_ITER = 3000
STEPS = {"log_lam_a": 0.5, "log_lam_b": 0.5, "log_n0": 0.5}
REPORT_EVERY = 500

log = {"iter": [], "deviance": [], "t_half_a": [], "t_half_b": [], "gnorm": []}


def half_lives(params):
    return (nuc.LN2 / math.exp(params["log_lam_a"].item()),
            nuc.LN2 / math.exp(params["log_lam_b"].item()))


def deviance_of(params, t, n_a, n_b):
    lam_a = params["log_lam_a"].exp()
    lam_b = params["log_lam_b"].exp()
    n0 = params["log_n0"].exp()
    mu_a, mu_b = nuc.expected_counts(lam_a, lam_b, n0, t)
    return poisson_deviance(mu_a, n_a) + poisson_deviance(mu_b, n_b)


def main():
    t0 = time.time()
    t, n_a, n_b = counting_series()
    n_total = float(n_a.sum() + n_b.sum())
    print(f"{len(t)} intervals, total peak counts A {int(n_a.sum())}, B {int(n_b.sum())}")

    # start from the evaluated-data-file half-lives of the neighbouring isotopes
    # (deliberately a bit off) and a rough N0 from the first interval
    guess = {"log_lam_a": math.log(nuc.LN2 / 8.0), "log_lam_b": math.log(nuc.LN2 / 1.5),
             "log_n0": math.log(1.5e8)}
    params = {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in guess.items()}

    for it in range(N_ITER):
        dev = deviance_of(params, t, n_a, n_b)
        (dev / n_total).backward()      # per-count scale keeps the steps O(1)
        if it % REPORT_EVERY == 0:
            ta, tb = half_lives(params)
            log["iter"].append(it)
            log["deviance"].append(dev.item())
            log["t_half_a"].append(ta)
            log["t_half_b"].append(tb)
            log["gnorm"].append(grad_norm(params))
            print(f"iter {it:5d}  deviance {dev.item():10.2f}  T1/2(A) {ta:6.3f} h  T1/2(B) {tb:6.3f} h")
        with torch.no_grad():
            gd_update(params, STEPS)
        clear_grads(params)

    with torch.no_grad():
        final = deviance_of(params, t, n_a, n_b).item()
    ta, tb = half_lives(params)
    dof = 2 * len(t) - 3
    print(f"\nfinal deviance {final:.1f} for {dof} degrees of freedom")
    print(f"T1/2(A) = {ta:.3f} h  (reference {nuc.CHAIN['A']['half_life_h']} h)")
    print(f"T1/2(B) = {tb:.3f} h  (reference {nuc.CHAIN['B']['half_life_h']} h)")
    print(f"N0      = {math.exp(params['log_n0'].item()):.3e}  (true {nuc.N0_TRUE:.3e})")
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
