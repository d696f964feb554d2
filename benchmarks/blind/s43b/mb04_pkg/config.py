"""Argument namespace for the termite-mound multi-task experiments."""
import argparse


def build_parser():
    p = argparse.ArgumentParser(description="Termite mound: chamber temperature, CO2 and vent state from surface sensors")
    p.add_argument("--seed", type=int, default=3)
    p.add_argument("--n-mounds", type=int, default=24)
    p.add_argument("--hours", type=int, default=48)
    p.add_argument("--arch", default="shared", choices=["shared", "split"])
    p.add_argument("--width", type=int, default=48)
    p.add_argument("--epochs", type=int, default=12)
    p.add_argument("--batch", type=int, default=64)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--weighting", default="equal", choices=["equal", "fixed", "uncertainty"])
    p.add_argument("--w-temp", type=float, default=1.0)
    p.add_argument("--w-co2", type=float, default=0.5)
    p.add_argument("--w-vent", type=float, default=0.3)
    p.add_argument("--weight-lr", type=float, default=0.02)
    p.add_argument("--clip", type=float, default=0.0)
    return p


def get_args(argv=None):
    return build_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def stamp(args):
    w = args.weighting
    if w == "fixed":
        w += "-{}-{}-{}".format(args.w_temp, args.w_co2, args.w_vent)
    elif w == "uncertainty":
        w += "-wlr{}".format(args.weight_lr)
    return "mound{}x{}h--{}{}--e{}-b{}-lr{}{}--{}--s{}".format(
        args.n_mounds, args.hours, args.arch, args.width, args.epochs, args.batch, args.lr,
        "-clip{}".format(args.clip) if args.clip > 0 else "", w, args.seed)
