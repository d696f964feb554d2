import argparse

import torch

from .data import make_triples, split
from .model import TransE
from .trainer import TransETrainer, summarize, tail_ranks


def parse_args():
    p = argparse.ArgumentParser(description="TransE on a synthetic knowledge graph")
    p.add_argument("--entities", type=int, default=200)
    p.add_argument("--relations", type=int, default=6)
    p.add_argument("--triples", type=int, default=3000)
    p.add_argument("--dim", type=int, default=32)
    p.add_argument("--epochs", type=int, default=12)
    p.add_argument("--lr", type=float, default=0.2)
    p.add_argument("--margin", type=float, default=1.0)
    p.add_argument("--batch-size", type=int, default=128)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    triples = make_triples(args.entities, args.relations, args.triples)
    train, valid = split(triples)
    print(f"{len(train)} train / {len(valid)} valid triples")
    model = TransE(args.entities, args.relations, dim=args.dim)
    print("untrained", summarize(tail_ranks(model, valid)))
    trainer = TransETrainer(model, args.entities, lr=args.lr, margin=args.margin,
                            batch_size=args.batch_size)
    trainer.fit(train, valid, args.epochs)


if __name__ == "__main__":
    main()
