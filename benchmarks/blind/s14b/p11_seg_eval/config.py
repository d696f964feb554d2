import argparse


def parse():
    p = argparse.ArgumentParser("tiny segmentation")
    p.add_argument("--num-classes", type=int, default=3)
    p.add_argument("--size", type=int, default=16)
    p.add_argument("--batch-size", type=int, default=4)
    p.add_argument("--epochs", type=int, default=2)
    p.add_argument("--lr", type=float, default=1e-3)
    return p.parse_args([])
