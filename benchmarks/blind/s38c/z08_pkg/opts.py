import argparse

from . import state


def parse(argv=None):
    p = argparse.ArgumentParser("tiny code-completion LM")
    p.add_argument("--emb", type=int, default=32)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--seq", type=int, default=24)
    p.add_argument("--steps", type=int, default=60)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--log-every", type=int, default=20)
    p.add_argument("--clip", type=float, default=1.0)
    state.ARGS = p.parse_args(argv)
    return state.ARGS
