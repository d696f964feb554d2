"""python -m o16_pkg.run"""
import math
import time

import torch

from .field import STATIONS_M, TRUTH, breakthrough_curves
from .fitting import SlugFit
from .params import make_parameters, moment_estimates


def main():
    torch.set_num_threads(1)
    t0 = time.time()
    t, curves = breakthrough_curves()
    for x in STATIONS_M:
        c = curves[x]
        print(f"station {x:6.0f} m: peak {c.max():6.2f} ug/L at {t[c.argmax()] / 60:5.1f} min")

    guess = moment_estimates(t, curves)
    print("moment estimates: u {:.3f} m/s, D {:.2f} m2/s".format(math.exp(guess["log_u"]), math.exp(guess["log_D"])))
    params = make_parameters(guess)

    fit = SlugFit(t, curves, params)
    est, sse = fit.run()
    print(f"L-BFGS: {len(fit.evals)} evaluations, SSE {fit.evals[0]:.1f} -> {sse:.2f}")
    for name in ("u", "D", "k"):
        print(f"  {name}: {est[name]:.4g}   (true {TRUTH[name]:.4g})")
    print(f"({time.time() - t0:.1f} s)")


if __name__ == "__main__":
    main()
