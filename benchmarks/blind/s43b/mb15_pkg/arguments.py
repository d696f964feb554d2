"""Arguments: croissant bake quality with masked-feature pretraining on unlabelled bake logs."""
import argparse


def get_parser():
    p = argparse.ArgumentParser(description="Croissant honeycomb / volume from lamination and proof logs")
    p.add_argument('--seed', type=int, default=6)
    p.add_argument('--unlabelled', type=int, default=2000)
    p.add_argument('--labelled', type=int, default=120)
    p.add_argument('--latent', type=int, default=24)
    p.add_argument('--pretrain', default='none', choices=['none', 'masked'])
    p.add_argument('--mask-rate', type=float, default=0.3)
    p.add_argument('--pre-epochs', type=int, default=10)
    p.add_argument('--protocol', default='finetune', choices=['finetune', 'linear'])
    p.add_argument('--epochs', type=int, default=60)
    p.add_argument('--lr', type=float, default=3e-3)
    return p


def parse(argv=None):
    return get_parser().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def stamp(args):
    pre = "scratch" if args.pretrain == "none" else "masked{}-pe{}".format(args.mask_rate, args.pre_epochs)
    return "croissant-u{}-l{}--z{}--{}--{}-e{}-lr{}--s{}".format(args.unlabelled, args.labelled, args.latent, pre,
                                                             args.protocol, args.epochs, args.lr, args.seed)
