"""Experiment parameters for the aurora nowcasting study."""
import argparse


def define_args():
    p = argparse.ArgumentParser(description="All-sky auroral intensity one hour ahead from ground magnetometer + solar wind")
    p.add_argument('--seed', type=int, default=4)
    p.add_argument('--nights', type=int, default=60)
    p.add_argument('--window', type=int, default=24, help="10-min samples of history")
    p.add_argument('--encoder', default='gru', choices=['gru', 'tcn', 'mlp'])
    p.add_argument('--hidden', type=int, default=32)
    p.add_argument('--epochs', type=int, default=4)
    p.add_argument('--batch', type=int, default=64)
    p.add_argument('--lr', type=float, default=3e-3)
    p.add_argument('--aux-kp', action='store_true', help="auxiliary Kp-class head on the shared encoding")
    p.add_argument('--aux-weight', type=float, default=0.3)
    p.add_argument('--target', default='log', choices=['log', 'raw'])
    return p


def parse(argv=None):
    return define_args().parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def get_param_stamp(args):
    enc = "{}{}".format(args.encoder, args.hidden)
    aux = "--auxKp{}".format(args.aux_weight) if checkattr(args, "aux_kp") else ""
    return "aurora-n{}-w{}--{}--e{}-b{}-lr{}--{}{}--s{}".format(args.nights, args.window, enc, args.epochs,
                                                             args.batch, args.lr, args.target, aux, args.seed)
