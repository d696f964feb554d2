"""Fit three resonances of a saxophone mouthpiece/reed to a measured impedance sweep."""
import torch

from .acoustics import TRUE_MODES, measured_sweep
from .fitting import make_fit
from .params import describe
from .search import multi_start

RUN = {"points": 300, "starts": 6, "iters": 400, "lr": 0.03, "seed": 0}


def main(run=RUN):
    torch.manual_seed(run["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(run["seed"])
    f, db = measured_sweep(run["points"], gen)
    fit = make_fit(f, db)
    best, results = multi_start(fit, gen, run["starts"], run["iters"], lr=run["lr"])
    for r in results:
        print(f"start {r['start']}: mse {r['first']:8.3f} -> {r['final']:8.3f} dB^2   {describe(r['params'])}")
    print(f"best: start {best['start']}  {describe(best['params'])}")
    print("true: " + ", ".join(f"{fq:6.1f} Hz (Q {q:4.1f})" for fq, q in zip(TRUE_MODES["freq_hz"], TRUE_MODES["q"])))


if __name__ == "__main__":
    main()
