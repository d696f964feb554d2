"""Options: water depth in ungauged rice paddies, adapted from gauged ones."""
import argparse


def parser():
    p = argparse.ArgumentParser(description="Paddy water-depth regression with unsupervised domain adaptation")
    p.add_argument('--seed', type=int, default=7)
    p.add_argument('--src-days', type=int, default=900, help="gauged paddy-days (source)")
    p.add_argument('--tgt-days', type=int, default=900, help="ungauged paddy-days (target)")
    p.add_argument('--feat-dim', type=int, default=32)
    p.add_argument('--epochs', type=int, default=8)
    p.add_argument('--batch', type=int, default=64)
    p.add_argument('--lr', type=float, default=2e-3)
    p.add_argument('--adapt', type=str, default='none', choices=['none', 'coral', 'adversarial'])
    p.add_argument('--coral-weight', type=float, default=1.0)
    p.add_argument('--adv-weight', type=float, default=0.1)
    p.add_argument('--critic-lr', type=float, default=1e-3)
    p.add_argument('--critic-hidden', type=int, default=32)
    return p


def get_args(argv=None):
    return parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    s = "paddy-s{}-t{}--f{}--e{}-b{}-lr{}".format(args.src_days, args.tgt_days, args.feat_dim, args.epochs,
                                                  args.batch, args.lr)
    if args.adapt == "coral":
        s += "--coral{}".format(args.coral_weight)
    elif args.adapt == "adversarial":
        s += "--adv{}-clr{}-ch{}".format(args.adv_weight, args.critic_lr, args.critic_hidden)
    return s + "--seed{}".format(args.seed)
