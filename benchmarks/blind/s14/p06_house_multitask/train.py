import argparse

import torch
from torch.utils.data import DataLoader

from config import TrainConfig
from data import SyntheticListings
from model import ListingNet
from trainer import MultiTaskTrainer


def parse():
    cfg = TrainConfig()
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=cfg.epochs)
    ap.add_argument("--lr", type=float, default=cfg.lr)
    ap.add_argument("--type-weight", type=float, default=cfg.type_weight)
    args = ap.parse_args()
    cfg.epochs, cfg.lr, cfg.type_weight = args.epochs, args.lr, args.type_weight
    return cfg


def main():
    cfg = parse()
    train_ds = SyntheticListings(8000, cfg.n_features, cfg.n_categories, seed=0)
    val_ds = SyntheticListings(1000, cfg.n_features, cfg.n_categories, seed=1)
    train_dl = DataLoader(train_ds, batch_size=cfg.batch_size, shuffle=True, drop_last=True)
    val_dl = DataLoader(val_ds, batch_size=512)

    device = "cuda" if torch.cuda.is_available() else "cpu"
    trainer = MultiTaskTrainer(ListingNet(cfg), cfg, device)
    for epoch in range(cfg.epochs):
        tr = trainer.train_epoch(train_dl)
        ev = trainer.evaluate(val_dl)
        print(f"[{epoch:02d}] price {tr['price']:.4f} type {tr['type']:.4f} | "
              f"val mae {ev['mae']:.4f} acc {ev['acc']:.3f}")


if __name__ == "__main__":
    main()
