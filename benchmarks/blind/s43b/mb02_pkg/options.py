"""Options for domain-incremental keystroke recognition across typewriters."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Which key was struck? Keystroke clicks from several typewriters.")
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--machines', type=int, default=3, help="typewriters = contexts")
    p.add_argument('--keys', type=int, default=5)
    p.add_argument('--n-per-key', type=int, default=80)
    p.add_argument('--feat', type=int, default=24, help="mel-like bands per click")
    p.add_argument('--hidden', type=int, default=48)
    p.add_argument('--iters', type=int, default=80)
    p.add_argument('--batch', type=int, default=32)
    p.add_argument('--lr', type=float, default=0.01)
    p.add_argument('--method', type=str, default='none', choices=['none', 'ewc', 'si', 'joint'])
    p.add_argument('--ewc-lambda', type=float, default=100.)
    p.add_argument('--fisher-n', type=int, default=64)
    p.add_argument('--si-c', type=float, default=1.)
    p.add_argument('--epsilon', type=float, default=0.1)
    p.add_argument('--online', action='store_true')
    p.add_argument('--gamma', type=float, default=1.)
    return p


def parse(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def get_param_stamp(args):
    stamp = "tw{}k{}--h{}--i{}-lr{}-b{}".format(args.machines, args.keys, args.hidden, args.iters, args.lr, args.batch)
    if args.method == "ewc":
        stamp += "--EWC{}{}-F{}".format(args.ewc_lambda, "-online{}".format(args.gamma) if checkattr(args, "online") else "",
                                       args.fisher_n)
    elif args.method == "si":
        stamp += "--SI{}-e{}".format(args.si_c, args.epsilon)
    elif args.method == "joint":
        stamp += "--joint"
    return stamp + "--s{}".format(args.seed)
