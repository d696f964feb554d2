import argparse

import torch

from corpus import SyntheticCorpus
from tagger import GRUTagger
from trainer import Trainer


def parse_args():
    parser = argparse.ArgumentParser(description="toy part-of-speech tagger")
    parser.add_argument("--epochs", type=int, default=6)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--lr", type=float, default=1e-2)
    return parser.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    corpus = SyntheticCorpus()
    model = GRUTagger(corpus.vocab, corpus.n_tags)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    trainer = Trainer(model, opt, corpus, args.batch_size)
    trainer.fit(args.epochs)
    print(f"tag accuracy {trainer.accuracy():.3f}")


if __name__ == "__main__":
    main()
