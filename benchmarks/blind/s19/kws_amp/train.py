import argparse

import torch

from .engine import Engine
from .features import stream
from .model import KeywordSpotter


def get_args(argv=None):
    p = argparse.ArgumentParser(description="keyword spotting")
    p.add_argument("--amp", action="store_true")
    p.add_argument("--lr", type=float, default=0.01)
    p.add_argument("--momentum", type=float, default=0.9)
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--batch-size", type=int, default=16)
    return p.parse_args(argv)


def main(argv=None):
    args = get_args(argv)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    model = KeywordSpotter()
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=args.momentum)
    engine = Engine(model, optimizer, use_amp=args.amp)
    for step, (feats, labels) in enumerate(stream(args.steps, args.batch_size, gen)):
        loss = engine.train_step(feats, labels)
        if step % 10 == 0:
            print(f"step {step} loss {loss:.3f}")
    acc = engine.accuracy(stream(5, 32, gen))
    print(f"held-out accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
