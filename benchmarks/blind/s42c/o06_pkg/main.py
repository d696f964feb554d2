"""Estimate k(x) of the graded rod.  Run:  python -m o06_pkg.main"""
import resource
import time

import torch

from . import physics
from .plotting import new_history, profile_table, summary
from .sensors import TRUE_COEFFS, thermocouple_log
from .solver import misfit

torch.set_num_threads(1)

N_ITER = 80
LR = 0.05


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def main():
    t0 = time.time()
    observed = thermocouple_log()
    print(f"{observed.shape[0]} samples x {observed.shape[1]} thermocouples, "
          f"max rise {observed.max() - physics.ROD['T0']:.1f} K")

    # start from a uniform 30 W/m/K rod
    coeffs = torch.tensor([3.4, 0.0, 0.0, 0.0], dtype=torch.float64, requires_grad=True)
    opt = torch.optim.Adam([coeffs], lr=LR)
    history = new_history()
    rss0 = peak_rss_mb()

    for it in range(N_ITER):
        opt.zero_grad()
        J, data_term = misfit(coeffs, observed)
        J.backward()
        opt.step()

        history["iter"].append(it)
        history["misfit"].append(J)
        history["rms_K"].append(data_term.item() ** 0.5)
        history["k_profile"].append(physics.conductivity(coeffs.detach(), physics.cell_centres()))
        if it % 10 == 0:
            print(f"iter {it:3d}  J {J.item():.4e}  rms {history['rms_K'][-1]:.3f} K  "
                  f"peak RSS {peak_rss_mb():.0f} MB")

    summary(history)
    x = physics.cell_centres()
    profile_table(x[::3], history["k_profile"][-1][::3],
                  physics.conductivity(torch.tensor(TRUE_COEFFS, dtype=torch.float64), x)[::3])
    print(f"peak RSS grew by {peak_rss_mb() - rss0:.0f} MB during the fit   ({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
