import argparse
import math

import torch
import torch.nn as nn

from .data import StreamBatcher, arithmetic_corpus
from .model import RNNLM
from .utils import repackage_hidden


def get_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=20)
    ap.add_argument("--tokens", type=int, default=3000)
    ap.add_argument("--bsz", type=int, default=10)
    ap.add_argument("--bptt", type=int, default=20)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--lr", type=float, default=20.0)
    ap.add_argument("--clip", type=float, default=0.25)
    ap.add_argument("--tied", action="store_true")
    return ap.parse_args()


def train_epoch(model, batcher, criterion, args, epoch):
    model.train()
    hidden = model.init_hidden(args.bsz)
    total, n = 0.0, 0
    for x, y in batcher:
        hidden = repackage_hidden(hidden)
        model.zero_grad()
        output, hidden = model(x, hidden)
        loss = criterion(output.reshape(-1, args.vocab), y.reshape(-1))
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        with torch.no_grad():
            for p in model.parameters():
                p.add_(p.grad, alpha=-args.lr)
        total += loss.item()
        n += 1
    print(f"epoch {epoch}: loss={total / n:.4f} ppl={math.exp(total / n):.2f}")


def main():
    args = get_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    corpus = arithmetic_corpus(args.tokens, args.vocab, torch.Generator().manual_seed(1))
    batcher = StreamBatcher(corpus, args.bsz, args.bptt)
    model = RNNLM(args.vocab, tie_weights=args.tied)
    criterion = nn.CrossEntropyLoss()
    for epoch in range(args.epochs):
        train_epoch(model, batcher, criterion, args, epoch)


if __name__ == "__main__":
    main()
