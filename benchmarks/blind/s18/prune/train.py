import argparse

import torch

from .masks import MagnitudePruner
from .model import SmallCNN
from .trainer import Trainer


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="train, prune, fine-tune")
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=0.05)
    p.add_argument("--momentum", type=float, default=0.9)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--n-train", type=int, default=192)
    p.add_argument("--sparsity", type=float, default=0.5)
    p.add_argument("--prune-at", type=int, default=1)
    return p.parse_args(argv)


def synthetic_images(n, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, 4, (n,), generator=g)
    x = 0.3 * torch.randn(n, 1, 8, 8, generator=g)
    quadrant = [(slice(0, 4), slice(0, 4)), (slice(0, 4), slice(4, 8)),
                (slice(4, 8), slice(0, 4)), (slice(4, 8), slice(4, 8))]
    for i in range(n):
        r, c = quadrant[int(y[i])]
        x[i, 0, r, c] += 1.0
    return x, y


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = synthetic_images(args.n_train, seed=1)

    def make_loader():
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch_size):
            idx = perm[i:i + args.batch_size]
            yield x[idx], y[idx]

    model = SmallCNN()
    opt = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=args.momentum)
    trainer = Trainer(model, opt, epoch_end_callbacks=[MagnitudePruner(args.sparsity, args.prune_at)])
    trainer.fit(make_loader, args.epochs)


if __name__ == "__main__":
    main()
