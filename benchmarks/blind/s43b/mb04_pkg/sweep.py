"""Weighting-scheme sweep: python -m mb04_pkg.sweep"""
import torch

from . import config
from .engine import run


def main():
    torch.set_num_threads(1)
    args = config.get_args()
    table = {}
    for arch in ("shared", "split"):
        args.arch = arch
        args.weighting = "equal"
        table[arch + "/equal"] = run(args)
    args.arch = "shared"
    args.weighting = "fixed"
    args.w_co2, args.w_vent = 0.2, 0.1
    table["shared/fixed"] = run(args)
    args.weighting = "uncertainty"
    for wlr in (0.01, 0.05):
        args.weight_lr = wlr
        print("uncertainty weighting, weight lr", wlr)
        table["shared/unc{}".format(wlr)] = run(args)

    print("\n{:<18s} {:>8s} {:>9s} {:>6s}  weights".format("setting", "T mae C", "CO2 ppm", "vent"))
    for k, r in table.items():
        print("{:<18s} {:8.2f} {:9.0f} {:6.3f}  {}".format(k, r["temp_mae_C"], r["co2_mae_ppm"], r["vent_acc"], r["weights"]))


if __name__ == "__main__":
    main()
