import argparse

import torch
import torch.nn.functional as F

from q03_review_glove.model import build_model, count_parameters, predict_proba
from q03_review_glove.vectors import load_vectors
from q03_review_glove.vocab import Vocab, synthetic_reviews


def encode_all(vocab, pairs, max_len):
    ids = torch.tensor([vocab.encode(t, max_len) for t, _ in pairs])
    labels = torch.tensor([float(y) for _, y in pairs])
    return ids, labels


def parse_args():
    p = argparse.ArgumentParser(description="restaurant review sentiment")
    p.add_argument("--emb-dim", type=int, default=32)
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--max-len", type=int, default=20)
    p.add_argument("--epochs", type=int, default=5)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--no-pretrained", action="store_true")
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_pairs, test_pairs = synthetic_reviews(800), synthetic_reviews(200, seed=1)
    vocab = Vocab([t for t, _ in train_pairs])
    x_tr, y_tr = encode_all(vocab, train_pairs, args.max_len)
    x_te, y_te = encode_all(vocab, test_pairs, args.max_len)
    print(f"vocab {len(vocab)} train {len(x_tr)} test {len(x_te)}")

    table = None if args.no_pretrained else load_vectors(args.emb_dim)
    model = build_model(vocab, args, table)
    print(f"{count_parameters(model)} trainable parameters")
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)

    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(x_tr))
        total = 0.0
        for s in range(0, len(perm), args.batch_size):
            j = perm[s:s + args.batch_size]
            opt.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(x_tr[j]), y_tr[j])
            loss.backward()
            opt.step()
            total += loss.item() * len(j)
        model.eval()
        acc = ((predict_proba(model, x_te) > 0.5).float() == y_te).float().mean().item()
        print(f"epoch {epoch} loss {total / len(x_tr):.4f} test acc {acc:.3f}")


if __name__ == "__main__":
    main()
