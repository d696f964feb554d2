import argparse


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description="bag-of-embeddings topic classifier")
    parser.add_argument("--vocab-size", type=int, default=500)
    parser.add_argument("--topics", type=int, default=5)
    parser.add_argument("--docs", type=int, default=3000)
    parser.add_argument("--embed-dim", type=int, default=32)
    parser.add_argument("--batch-size", type=int, default=50)
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--optim", default="SGD")
    parser.add_argument("--lr", type=float, default=0.5)
    parser.add_argument("--momentum", type=float, default=0.9)
    parser.add_argument("--weight-decay", type=float, default=0.0)
    return parser.parse_args(argv)
