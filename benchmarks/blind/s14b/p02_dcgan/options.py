import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser(description="toy DCGAN on 1-D signals")
    p.add_argument("--nz", type=int, default=8)
    p.add_argument("--ngf", type=int, default=16)
    p.add_argument("--ndf", type=int, default=16)
    p.add_argument("--length", type=int, default=32)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--iters", type=int, default=20)
    p.add_argument("--lr", type=float, default=2e-4)
    p.add_argument("--beta1", type=float, default=0.5)
    return p.parse_args(argv)
