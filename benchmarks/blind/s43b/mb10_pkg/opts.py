"""Arguments for the jellyfish bloom early-warning experiments."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Moon-jelly bloom next week at a beach monitoring station")
    p.add_argument('--seed', type=int, default=12)
    p.add_argument('--stations', type=int, default=30)
    p.add_argument('--weeks', type=int, default=52)
    p.add_argument('--hidden', type=int, default=64)
    p.add_argument('--depth', type=int, default=2)
    p.add_argument('--dropout', type=float, default=0.0)
    p.add_argument('--max-norm', type=float, default=0.0, help="max-norm constraint on hidden weights (0: off)")
    p.add_argument('--epochs', type=int, default=10)
    p.add_argument('--batch', type=int, default=64)
    p.add_argument('--lr', type=float, default=0.05)
    p.add_argument('--optim', default='sgd', choices=['sgd', 'adam'])
    p.add_argument('--pos-weight', type=float, default=1.0)
    return p


def get_args(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    reg = "do{}".format(args.dropout) if args.dropout > 0 else "nodo"
    if args.max_norm > 0:
        reg += "-mn{}".format(args.max_norm)
    return "jelly{}x{}--mlp{}x{}-{}--{}-lr{}-e{}-b{}-pw{}--s{}".format(
        args.stations, args.weeks, args.depth, args.hidden, reg, args.optim, args.lr, args.epochs, args.batch,
        args.pos_weight, args.seed)
