import argparse

import torch

from .callbacks import PrintMetrics, RollbackOnPlateau
from .data import build_vocab, make_messages
from .model import BagOfWordsClassifier
from .trainer import Trainer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--messages", type=int, default=1500)
    parser.add_argument("--dim", type=int, default=16)
    parser.add_argument("--lr", type=float, default=0.5)
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--patience", type=int, default=1)
    args = parser.parse_args()

    torch.manual_seed(0)
    torch.set_num_threads(1)
    texts, labels = make_messages(args.messages)
    n_val = len(texts) // 5
    train = (texts[n_val:], labels[n_val:])
    valid = (texts[:n_val], labels[:n_val])
    vocab = build_vocab(train[0])
    print(f"{len(train[0])} train / {n_val} valid messages, vocab {len(vocab)}, "
          f"spam rate {sum(train[1]) / len(train[1]):.2f}")

    model = BagOfWordsClassifier(len(vocab), args.dim)
    trainer = Trainer(model, vocab, lr=args.lr,
                      callbacks=[PrintMetrics(), RollbackOnPlateau(patience=args.patience)])
    best = trainer.fit(train, valid, args.epochs)
    print(f"best val loss {best.score:.4f} at epoch {best.epoch}")


if __name__ == "__main__":
    main()
