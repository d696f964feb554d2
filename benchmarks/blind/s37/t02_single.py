"""Bag-of-tokens topic classifier trained with micro-batches."""
import argparse

import torch
from torch import nn
import torch.nn.functional as F


class BagClassifier(nn.Module):
    def __init__(self, vocab, dim, n_classes):
        super().__init__()
        self.emb = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.drop = nn.Dropout(0.1)
        self.out = nn.Linear(dim, n_classes)

    def forward(self, tokens, offsets):
        return self.out(self.drop(self.emb(tokens, offsets)))


def synthetic_corpus(n_docs, vocab, n_classes, seed=0):
    g = torch.Generator().manual_seed(seed)
    docs, labels = [], []
    per_class = vocab // n_classes
    for _ in range(n_docs):
        c = int(torch.randint(0, n_classes, (1,), generator=g))
        length = int(torch.randint(5, 30, (1,), generator=g))
        topical = torch.randint(c * per_class, (c + 1) * per_class, (length // 2,), generator=g)
        noise = torch.randint(0, vocab, (length - length // 2,), generator=g)
        docs.append(torch.cat([topical, noise]))
        labels.append(c)
    return docs, torch.tensor(labels)


def collate(docs):
    offsets = torch.tensor([0] + [len(d) for d in docs[:-1]]).cumsum(0)
    return torch.cat(docs), offsets


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--vocab", type=int, default=600)
    p.add_argument("--dim", type=int, default=32)
    p.add_argument("--classes", type=int, default=4)
    p.add_argument("--micro-batch", type=int, default=16)
    p.add_argument("--accum", type=int, default=4)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--lr", type=float, default=5e-3)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    docs, labels = synthetic_corpus(1024, args.vocab, args.classes)
    model = BagClassifier(args.vocab, args.dim, args.classes)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)

    n_batches = len(docs) // args.micro_batch
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(docs))
        running = 0.0
        optimizer.zero_grad(set_to_none=True)
        for i in range(n_batches):
            idx = perm[i * args.micro_batch:(i + 1) * args.micro_batch]
            tokens, offsets = collate([docs[j] for j in idx])
            logits = model(tokens, offsets)
            loss = F.cross_entropy(logits, labels[idx]) / args.accum
            loss.backward()
            running += loss.item() * args.accum
            if (i + 1) % args.accum == 0 or i + 1 == n_batches:
                nn.utils.clip_grad_norm_(model.parameters(), 1.0)
                optimizer.step()
                optimizer.zero_grad(set_to_none=True)
        print(f"epoch {epoch}: loss {running / n_batches:.4f}")

    model.eval()
    with torch.no_grad():
        tokens, offsets = collate(docs[:256])
        acc = (model(tokens, offsets).argmax(1) == labels[:256]).float().mean()
    print(f"train-subset accuracy {acc.item():.3f}")


if __name__ == "__main__":
    main()
