"""Arguments: thatched-roof moisture, transfer from water-reed roofs to long-straw roofs."""
import argparse


def parser():
    p = argparse.ArgumentParser(description="Moisture content of thatch from in-roof sensor probes")
    p.add_argument('--seed', type=int, default=31)
    p.add_argument('--reed-samples', type=int, default=1200)
    p.add_argument('--straw-samples', type=int, default=160)
    p.add_argument('--hidden', type=int, default=40)
    p.add_argument('--transfer', default='scratch', choices=['scratch', 'probe', 'finetune'])
    p.add_argument('--head', default='linear', choices=['linear', 'mlp'])
    p.add_argument('--pre-epochs', type=int, default=15)
    p.add_argument('--epochs', type=int, default=40)
    p.add_argument('--lr', type=float, default=3e-3)
    p.add_argument('--trunk-lr-mult', type=float, default=0.1)
    p.add_argument('--bias-from-data', action='store_true')
    return p


def get_args(argv=None):
    return parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    tr = args.transfer
    if tr != "scratch":
        tr += "-pre{}".format(args.pre_epochs)
    if tr.startswith("finetune"):
        tr += "-tm{}".format(args.trunk_lr_mult)
    return "thatch-r{}-s{}--h{}-{}--{}--e{}-lr{}{}--s{}".format(
        args.reed_samples, args.straw_samples, args.hidden, args.head, tr, args.epochs, args.lr,
        "-biasinit" if checkattr(args, "bias_from_data") else "", args.seed)
