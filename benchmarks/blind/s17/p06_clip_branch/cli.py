import argparse


def build_parser():
    p = argparse.ArgumentParser(description="tiny tabular regressor")
    p.add_argument("--optimizer", default="sgd", choices=["sgd", "adam"])
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--momentum", type=float, default=0.9)
    p.add_argument("--width", type=int, default=32)
    p.add_argument("--steps-per-epoch", type=int, default=50)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--max-grad-norm", type=float, default=0.0,
                   help="0 disables clipping")
    return p
