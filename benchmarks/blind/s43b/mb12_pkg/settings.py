"""Experiment settings for the cask-maturation models."""
import argparse


def build_parser():
    p = argparse.ArgumentParser(description="Whisky cask maturation: colour and ester score after N months")
    p.add_argument('--seed', type=int, default=9)
    p.add_argument('--casks', type=int, default=40)
    p.add_argument('--samplings', type=int, default=30, help="samplings per cask")
    p.add_argument('--cask-code', default='none', choices=['none', 'onehot', 'embedding'])
    p.add_argument('--embed-dim', type=int, default=4)
    p.add_argument('--hidden', type=int, default=48)
    p.add_argument('--epochs', type=int, default=25)
    p.add_argument('--batch', type=int, default=64)
    p.add_argument('--lr', type=float, default=3e-3)
    p.add_argument('--scheduler', default='none', choices=['none', 'cosine'])
    return p


def get_args(argv=None):
    return build_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    code = args.cask_code
    if code == "embedding":
        code += str(args.embed_dim)
    return "cask{}x{}--{}--h{}-e{}-b{}-lr{}{}--s{}".format(args.casks, args.samplings, code, args.hidden, args.epochs,
                                                         args.batch, args.lr,
                                                         "-cos" if args.scheduler == "cosine" else "", args.seed)
