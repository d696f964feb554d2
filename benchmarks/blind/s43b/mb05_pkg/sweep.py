"""python -m mb05_pkg.sweep : source-only vs CORAL vs adversarial alignment."""
import torch

from . import options
from .driver import run


def main():
    torch.set_num_threads(1)
    args = options.get_args()
    out = {}
    args.adapt = "none"
    out["source-only"] = run(args)
    args.adapt = "coral"
    for w in (0.5, 5.0):
        args.coral_weight = w
        out["coral w={}".format(w)] = run(args)
    args.adapt = "adversarial"
    for w in (0.05, 0.2):
        args.adv_weight = w
        out["adv w={}".format(w)] = run(args)
    print()
    for k, v in out.items():
        print("{:<14s} target MAE {:5.2f} cm   source MAE {:5.2f} cm".format(k, v["target_mae_cm"], v["source_mae_cm"]))


if __name__ == "__main__":
    main()
