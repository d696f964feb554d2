"""Argument parsing, experiment stamps and small tensor helpers."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Boomerang catch distance with GAN-based tabular augmentation")
    p.add_argument('--seed', type=int, default=2)
    p.add_argument('--throws', type=int, default=160, help="recorded throws (small on purpose)")
    p.add_argument('--reg-hidden', type=int, default=32)
    p.add_argument('--reg-epochs', type=int, default=60)
    p.add_argument('--lr', type=float, default=3e-3)
    p.add_argument('--augment', default='none', choices=['none', 'jitter', 'gan'])
    p.add_argument('--jitter', type=float, default=0.05)
    p.add_argument('--synthetic', type=int, default=320)
    p.add_argument('--z-dim', type=int, default=6)
    p.add_argument('--gan-iters', type=int, default=300)
    p.add_argument('--gan-lr', type=float, default=1e-3)
    p.add_argument('--gan-hidden', type=int, default=64)
    return p


def get_args(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    aug = args.augment
    if aug == "jitter":
        aug += "{}x{}".format(args.jitter, args.synthetic)
    elif aug == "gan":
        aug += "-z{}-i{}-lr{}-h{}x{}".format(args.z_dim, args.gan_iters, args.gan_lr, args.gan_hidden, args.synthetic)
    return "boom{}--reg{}-e{}-lr{}--{}--s{}".format(args.throws, args.reg_hidden, args.reg_epochs, args.lr, aug,
                                                    args.seed)


def as_constant(t):
    """Hand a tensor from one model to another as a constant input (no gradient flows back)."""
    return t.detach()


def zero_all(optimizers):
    for o in optimizers.values():
        o.zero_grad(set_to_none=True)
