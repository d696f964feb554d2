import argparse

import torch

from data import iterate_minibatches, make_clusters
from losses import Embedder, ProxyNCA
from utils import make_optimizer, project_proxies, recall_at_1


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--optimizer", default="AdamW")
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--proxy-lr-mult", type=float, default=50.0)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--embed-dim", type=int, default=16)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_clusters()
    model = Embedder(x.size(1), args.embed_dim)
    criterion = ProxyNCA(int(y.max()) + 1, args.embed_dim)
    groups = [
        {"params": model.parameters()},
        {"params": criterion.parameters(), "lr": args.lr * args.proxy_lr_mult, "weight_decay": 0.0},
    ]
    optimizer = make_optimizer(args.optimizer, groups, lr=args.lr, weight_decay=1e-4)

    for epoch in range(args.epochs):
        model.train()
        seen = 0
        for xb, yb in iterate_minibatches(x, y, 32):
            optimizer.zero_grad(set_to_none=True)
            loss = criterion(model(xb), yb)
            loss.backward()
            optimizer.step()
            project_proxies(criterion)
            seen += len(xb)
        model.eval()
        with torch.no_grad():
            r1 = recall_at_1(model(x), y)
        print(f"epoch {epoch} samples {seen} recall@1 {r1:.3f}")


if __name__ == "__main__":
    main()
