import argparse


def get_options(argv=None):
    p = argparse.ArgumentParser(description="class-incremental training on synthetic gestures")
    p.add_argument("--base-classes", type=int, default=4)
    p.add_argument("--new-classes", type=int, default=2)
    p.add_argument("--per-class", type=int, default=40)
    p.add_argument("--seq-len", type=int, default=30)
    p.add_argument("--channels", type=int, default=6)
    p.add_argument("--base-epochs", type=int, default=2)
    p.add_argument("--inc-epochs", type=int, default=2)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--seed", type=int, default=8)
    p.add_argument("--save-dir", default="ckpt")
    return p.parse_args(argv)
