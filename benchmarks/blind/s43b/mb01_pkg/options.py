"""Command-line options for the wingbeat continual-learning experiments."""
import argparse


def define_parser():
    parser = argparse.ArgumentParser("./wingbeat_cl.py", description="Class-incremental dragonfly wingbeat ID.")
    parser.add_argument('--seed', type=int, default=0)
    parser.add_argument('--tasks', type=int, default=3, help="number of contexts (2 species each)")
    parser.add_argument('--n-per-class', type=int, default=96)
    parser.add_argument('--bins', type=int, default=32, help="spectrum bins")
    # model
    parser.add_argument('--model', type=str, default='mlp', choices=['mlp', 'conv1d'])
    parser.add_argument('--fc-units', type=int, default=64)
    # training
    parser.add_argument('--iters', type=int, default=60)
    parser.add_argument('--batch', type=int, default=32)
    parser.add_argument('--lr', type=float, default=0.005)
    parser.add_argument('--optimizer', type=str, default='adam', choices=['adam', 'sgd'])
    # replay
    parser.add_argument('--replay', type=str, default='none', choices=['none', 'exact', 'generative'])
    parser.add_argument('--budget', type=int, default=40, help="stored samples per class for exact replay")
    parser.add_argument('--z-dim', type=int, default=8)
    parser.add_argument('--g-iters', type=int, default=40)
    parser.add_argument('--g-lr', type=float, default=0.002)
    return parser


def default_args(argv=None):
    args = define_parser().parse_args([] if argv is None else argv)
    set_defaults(args)
    return args


def set_defaults(args):
    args.classes = 2 * args.tasks
    if args.replay == "generative" and not hasattr(args, "g_units"):
        args.g_units = 48


def checkattr(args, attr):
    """Check whether attribute exists, whether it's a boolean and whether its value is True."""
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    model_stamp = "{}{}-h{}".format(args.model, "" if args.model == "mlp" else "-k5", args.fc_units)
    train_stamp = "i{}-lr{}-b{}-{}".format(args.iters, args.lr, args.batch, args.optimizer)
    if args.replay == "none":
        replay_stamp = "noreplay"
    elif args.replay == "exact":
        replay_stamp = "exact-m{}".format(args.budget)
    else:
        replay_stamp = "gen-z{}-gi{}-glr{}".format(args.z_dim, args.g_iters, args.g_lr)
    return "wingbeat{}t--{}--{}--{}--s{}".format(args.tasks, model_stamp, train_stamp, replay_stamp, args.seed)
