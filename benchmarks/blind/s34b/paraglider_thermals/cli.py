import argparse


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="thermal climb-rate model for a flying site")
    p.add_argument("--n-flights", type=int, default=3000)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--epochs", type=int, default=8)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--weight-decay", type=float, default=1e-4)
    p.add_argument("--lookahead-k", type=int, default=5)
    p.add_argument("--lookahead-alpha", type=float, default=0.5)
    p.add_argument("--hidden", type=int, default=64)
    return p.parse_args(argv)
