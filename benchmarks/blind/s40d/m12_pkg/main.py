"""Triage of tunnel-inspection notes into maintenance actions."""
import argparse

import torch

from .data import LABELS, Vocab, tensorize, write_notes
from .models import get_model
from .trainer import Trainer
from .utils import load_pretrained_embeddings, ppmi_vectors


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="textcnn")
    p.add_argument("--emb-dim", type=int, default=32)
    p.add_argument("--max-len", type=int, default=24)
    p.add_argument("--epochs", type=int, default=6)
    p.add_argument("--freeze-emb-epochs", type=int, default=2)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--lr", type=float, default=5e-3)
    p.add_argument("--gamma", type=float, default=0.8)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    args.num_classes = len(LABELS)
    return args


def main():
    args = parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    archive, _ = write_notes(3000, seed=args.seed + 10)
    train_notes, train_y = write_notes(800, seed=args.seed)
    test_notes, test_y = write_notes(400, seed=args.seed + 1)
    vocab = Vocab(train_notes)
    x_tr, y_tr = tensorize(train_notes, train_y, vocab, args.max_len)
    x_te, y_te = tensorize(test_notes, test_y, vocab, args.max_len)

    net = get_model(args.model, len(vocab), args.emb_dim, args.num_classes, vocab.pad_idx)
    vectors = ppmi_vectors(archive, args.emb_dim)
    with torch.no_grad():
        hits = load_pretrained_embeddings(net.embedding, vocab.itos, vectors, vocab.pad_idx)
    print(f"vocab {len(vocab)}, pretrained vectors found for {hits}")

    trainer = Trainer(net, args)
    for epoch in range(args.epochs):
        loss, acc = trainer.train_epoch(x_tr, y_tr, epoch)
        test_acc, f1 = trainer.test(x_te, y_te)
        print(f"epoch {epoch}  loss {loss:.4f}  train acc {acc:.3f}  test acc {test_acc:.3f}  "
              f"macro-F1 {f1:.3f}")


if __name__ == "__main__":
    main()
