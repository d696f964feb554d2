import argparse

import torch
import torch.nn as nn
from torch.utils.data import DataLoader, TensorDataset

from engine import train_one_epoch, validate
from model import TextCNN


def synthetic_corpus(n, vocab, seq_len, n_classes, seed):
    """Each class has a few 'keyword' tokens that are sprinkled into random sentences."""
    g = torch.Generator().manual_seed(seed)
    keywords = torch.arange(1, 1 + 5 * n_classes).view(n_classes, 5)
    labels = torch.randint(0, n_classes, (n,), generator=g)
    tokens = torch.randint(5 * n_classes + 1, vocab, (n, seq_len), generator=g)
    pos = torch.randint(0, seq_len, (n, 3), generator=g)
    kw = keywords[labels][torch.arange(n)[:, None], torch.randint(0, 5, (n, 3), generator=g)]
    tokens.scatter_(1, pos, kw)
    return TensorDataset(tokens, labels)


def main():
    parser = argparse.ArgumentParser(description="TextCNN training")
    parser.add_argument("--epochs", default=5, type=int)
    parser.add_argument("-b", "--batch-size", default=64, type=int)
    parser.add_argument("--lr", default=1e-3, type=float)
    parser.add_argument("--vocab", default=5000, type=int)
    args = parser.parse_args()

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader = DataLoader(synthetic_corpus(6000, args.vocab, 40, 4, 0), batch_size=args.batch_size,
                              shuffle=True)
    val_loader = DataLoader(synthetic_corpus(1000, args.vocab, 40, 4, 1), batch_size=256)

    model = TextCNN(args.vocab).to(device)
    criterion = nn.CrossEntropyLoss().to(device)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    best = 0.0
    for epoch in range(args.epochs):
        train_one_epoch(train_loader, model, criterion, optimizer, epoch, device)
        best = max(best, validate(val_loader, model, criterion, device))
    print(f"best acc {best:.2f}")


if __name__ == "__main__":
    main()
