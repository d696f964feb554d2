import argparse

import torch

from . import features
from .engine import frame_f1, train_one_epoch
from .inits import lstm_forget_bias, xavier_linear
from .tagger import CoughTagger


def parse():
    ap = argparse.ArgumentParser(description="night-time cough tagger")
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--hidden", type=int, default=48)
    return ap.parse_args()


def main():
    args = parse()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_clips = features.make_split(160, seed=1)
    val_clips = features.make_split(40, seed=2)

    tagger = CoughTagger(features.N_MELS, hidden=args.hidden)
    xavier_linear(tagger)
    lstm_forget_bias(tagger.rnn, 1.0)
    opt = torch.optim.AdamW(tagger.parameters(), lr=args.lr, weight_decay=1e-4)

    for epoch in range(args.epochs):
        loss = train_one_epoch(tagger, opt, features.loader(train_clips, args.batch_size, True, epoch))
        f1 = frame_f1(tagger, features.loader(val_clips, 32, False))
        print(f"epoch {epoch}  bce {loss:.4f}  val frame-F1 {f1:.3f}")


if __name__ == "__main__":
    main()
