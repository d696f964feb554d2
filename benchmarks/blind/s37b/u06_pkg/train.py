import argparse

import torch

from .callbacks import AccuracyLogger, EarlyStopping
from .engine import NodeEngine
from .graph import stochastic_block_graph
from .layers import GCN


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=100)
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--weight-decay", type=float, default=5e-4)
    args = parser.parse_args()

    torch.manual_seed(0)
    x, adj, labels, train_mask = stochastic_block_graph()
    model = GCN(x.size(1), args.hidden, int(labels.max()) + 1)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr, weight_decay=args.weight_decay)
    engine = NodeEngine(model, optimizer, x, adj, labels, train_mask,
                        callbacks=[AccuracyLogger(), EarlyStopping()])
    engine.run(args.epochs)


if __name__ == "__main__":
    main()
