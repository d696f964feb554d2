import argparse
import os
import tempfile


def get_args(argv=None):
    p = argparse.ArgumentParser(description="warm-started regression on tabular sensors")
    p.add_argument("--in-dim", type=int, default=16)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch", type=int, default=128)
    p.add_argument("--init-from", default=os.path.join(tempfile.gettempdir(), "t14_warm.pt"))
    return p.parse_args(argv)
