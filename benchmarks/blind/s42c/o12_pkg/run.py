"""python -m o12_pkg.run"""
import time

import torch

from . import physics
from .observe import tracked_positions
from .report import final_table, pass_summary
from .solver import LineFit

torch.set_num_threads(1)

N_STEPS = 800          # 8 s of tracking
N_PASSES = 8


def main():
    t0 = time.time()
    start, observed = tracked_positions(N_STEPS)
    print(f"{observed.shape[0]} frames x {observed.shape[1]} nodes, "
          f"fairlead heave {physics.LINE['heave_amp']} m at {physics.LINE['heave_period']} s")
    fit = LineFit(start, observed, ea0=1.0e5, c0=400.0)
    for n in range(N_PASSES):
        fit.sweep(n)
        pass_summary(fit.log, n)
    final_table(fit.log, physics.TRUE)
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
