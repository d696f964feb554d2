"""Compare replay strategies (and backbones) on class-incremental wingbeat ID.

    python -m mb01_pkg.sweep
"""
import torch

from . import options
from .driver import RESULTS, run


def main():
    torch.set_num_threads(1)
    args = options.default_args()
    summary = {}

    # baseline: no replay
    args.replay = "none"
    summary["none"] = run(args)

    # exact replay, two budgets
    args.replay = "exact"
    for budget in (10, 40):
        args.budget = budget
        summary["exact-m{}".format(budget)] = run(args)

    # conv backbone with exact replay
    args.model = "conv1d"
    summary["exact-conv"] = run(args)
    args.model = "mlp"

    # generative replay
    args.replay = "generative"
    options.set_defaults(args)
    args.lr = 0.002
    summary["generative"] = run(args)

    print("\n{:<14s} {:>8s}   per-context".format("method", "avg acc"))
    for name, res in summary.items():
        print("{:<14s} {:8.3f}   {}".format(name, res["avg"], " ".join("%.2f" % a for a in res["acc"])))
    print("(cached runs: {})".format(len(RESULTS)))


if __name__ == "__main__":
    main()
