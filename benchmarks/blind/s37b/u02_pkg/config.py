import argparse


def get_args(argv=None):
    p = argparse.ArgumentParser(description="keyword spotting")
    p.add_argument("--n-mels", type=int, default=20)
    p.add_argument("--frames", type=int, default=32)
    p.add_argument("--n-keywords", type=int, default=6)
    p.add_argument("--channels", type=int, default=32)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--weight-decay", type=float, default=1e-4)
    p.add_argument("--seed", type=int, default=0)
    return p.parse_args(argv)
