import argparse


def get_config(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-fields", type=int, default=5)
    p.add_argument("--vocab", type=int, default=20)
    p.add_argument("--k", type=int, default=4)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=64)
    return p.parse_args(argv if argv is not None else [])
