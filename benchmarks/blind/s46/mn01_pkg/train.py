import argparse
import random

import numpy as np
import torch

from .data import make_loaders
from .engine import BYOLTrainer
from .momentum import build_target
from .nets import MLPHead, TopEncoder
from .objective import build_criterions


def parse_args():
    p = argparse.ArgumentParser(description="BYOL pretraining on spinning-top gyro traces")
    p.add_argument("--mode", default="byol+var", choices=["byol", "byol+var"])
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--base-momentum", type=float, default=0.99)
    p.add_argument("--seed", type=int, default=46)
    return p.parse_args()


def main():
    args = parse_args()
    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    train_loader, test_loader = make_loaders(batch_size=args.batch_size, seed=args.seed)
    backbone = TopEncoder(in_ch=3, width=32, out_dim=64)
    projector = MLPHead(64, 128, 32)
    predictor = MLPHead(32, 128, 32)
    target = build_target(backbone, projector)

    params = list(backbone.parameters()) + list(projector.parameters()) + list(predictor.parameters())
    optimizer = torch.optim.AdamW(params, lr=args.lr, weight_decay=1e-4)
    criterions = build_criterions(args.mode)
    trainer = BYOLTrainer(backbone, projector, predictor, target, optimizer, criterions, args)

    for epoch in range(args.epochs):
        train_stats = trainer.train_epoch(train_loader, epoch)
        test_stats = trainer.test(test_loader)
        print(f"epoch {epoch}: train {train_stats} | test byol {test_stats['byol']:.4f} "
              f"knn-acc {test_stats['knn_acc']:.3f}")


if __name__ == "__main__":
    main()
