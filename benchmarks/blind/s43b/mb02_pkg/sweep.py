"""Grid over methods and regularisation strengths.

    python -m mb02_pkg.sweep
"""
import torch

from . import options
from .driver import run


def main():
    torch.set_num_threads(1)
    args = options.parse()
    results = {}

    args.method = "none"
    results["none"] = run(args, verbose=True)
    args.method = "joint"
    results["joint"] = run(args)

    args.method = "ewc"
    for lam in (10., 1000.):
        args.ewc_lambda = lam
        results["ewc-{}".format(lam)] = run(args, verbose=lam == 1000.)
    args.online = True
    args.gamma = 0.9
    results["ewc-online"] = run(args)
    args.online = False

    args.method = "si"
    for c in (0.1, 10.):
        args.si_c = c
        results["si-{}".format(c)] = run(args)

    print("\n{:<12s} {:>6s}  per typewriter".format("setting", "mean"))
    for name, r in results.items():
        print("{:<12s} {:6.3f}  {}".format(name, r["mean"], " ".join("%.2f" % a for a in r["accs"])))
    best = max((k for k in results if k not in ("joint",)), key=lambda k: results[k]["mean"])
    print("best sequential setting: {} ({})".format(best, results[best]["stamp"]))


if __name__ == "__main__":
    main()
