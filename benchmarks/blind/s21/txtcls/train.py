import argparse

import torch

from corpus import PAD, batches, make_corpus
from encoder import SentimentNet
from hooks import ClipMixin, EpochPrinter, PadRowMixin
from trainer import Trainer


class TextTrainer(PadRowMixin, ClipMixin, EpochPrinter, Trainer):
    pass


def parse(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--vocab", type=int, default=200)
    ap.add_argument("--dim", type=int, default=32)
    ap.add_argument("--max-len", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--bs", type=int, default=32)
    ap.add_argument("--opt", default="AdamW")
    ap.add_argument("--lr", type=float, default=3e-3)
    return ap.parse_args(argv)


def main(argv=None):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    args = parse(argv)
    ids, labels = make_corpus(1024, args.vocab, args.max_len)
    net = SentimentNet(args.vocab, args.dim, PAD)
    opt = getattr(torch.optim, args.opt)(net.parameters(), lr=args.lr, weight_decay=0.01)
    trainer = TextTrainer(net, opt, pad_id=PAD, clip=1.0)
    trainer.fit(lambda: batches(ids, labels, args.bs), args.epochs)
    with torch.no_grad():
        acc = (net(ids).argmax(-1) == labels).float().mean().item()
        pad_norm = net.encoder.tok.weight[PAD].norm().item()
    print(f"train accuracy {acc:.3f}  |pad row| {pad_norm:.4f}")


if __name__ == "__main__":
    main()
