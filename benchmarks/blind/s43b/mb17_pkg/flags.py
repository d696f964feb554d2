"""Flags for the dry-stone wall survey experiments."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Dry-stone field walls: will this section need rebuilding within 5 years?")
    p.add_argument('--seed', type=int, default=23)
    p.add_argument('--sections', type=int, default=2400)
    p.add_argument('--model', default='mlp', choices=['logreg', 'mlp'])
    p.add_argument('--hidden', type=int, default=32)
    p.add_argument('--objective', default='bce', choices=['bce', 'weighted-bce', 'focal', 'soft-f1'])
    p.add_argument('--pos-weight', type=float, default=4.0)
    p.add_argument('--gamma', type=float, default=2.0)
    p.add_argument('--epochs', type=int, default=15)
    p.add_argument('--batch', type=int, default=128)
    p.add_argument('--lr', type=float, default=5e-3)
    return p


def get_args(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    obj = args.objective
    if obj == "weighted-bce":
        obj += str(args.pos_weight)
    elif obj == "focal":
        obj += "-g{}".format(args.gamma)
    model = args.model + (str(args.hidden) if args.model == "mlp" else "")
    return "drystone{}--{}--{}--e{}-b{}-lr{}--s{}".format(args.sections, model, obj, args.epochs, args.batch, args.lr,
                                                          args.seed)
