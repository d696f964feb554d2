"""Identify the culvert discharge coefficient of a canal lock from one filling's gauge record."""
import torch

from .fitter import make_fit, make_optimizer
from .hydraulics import gauge_record
from .parameters import create
from .restarts import multi_start

RUN = {"starts": 4, "iters": 80, "lr": 0.06, "seed": 0}


def main(run=RUN):
    torch.manual_seed(run["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(run["seed"])
    t, level, truth = gauge_record(gen)
    unknowns = create(gen)
    opt, reset = make_optimizer(unknowns, run["lr"])
    fit = make_fit(unknowns, opt, t, level)
    best, results = multi_start(unknowns, fit, reset, gen, run["starts"], run["iters"])
    for r in results:
        f = r["fit"]
        print(f"start {r['start']}: from cd {r['from']['cd']:.2f} ramp {r['from']['ramp_s']:.0f} s -> "
              f"cd {f['cd']:.3f} ramp {f['ramp_s']:.1f} s offset {f['offset']:+.3f} m  rmse {r['rmse'] * 100:.2f} cm")
    print(f"best start {best['start']}; truth cd {truth['cd']} ramp {truth['ramp_s']} s offset {truth['offset']} m")
    print("unknowns are leaves owned by the optimizer:",
          all(v.is_leaf and any(v is p for p in opt.param_groups[0]["params"]) for v in unknowns.values()))


if __name__ == "__main__":
    main()
