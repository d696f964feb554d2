import argparse


def parse(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("--n-mels", type=int, default=24)
    p.add_argument("--frames", type=int, default=40)
    p.add_argument("--hidden", type=int, default=48)
    p.add_argument("--n-speakers", type=int, default=10)
    p.add_argument("--n-emotions", type=int, default=4)
    p.add_argument("--pretrain-epochs", type=int, default=2)
    p.add_argument("--finetune-epochs", type=int, default=2)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=32)
    return p.parse_args(argv)
