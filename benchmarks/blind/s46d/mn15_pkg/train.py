import argparse

import numpy as np
import torch

from .data import ice_melt_traces
from .engine import ContrastiveTrainer
from .losses import build_criterions, build_optimizer
from .moco import MoCo
from .nets import PrototypeBank, TraceEncoder


def main():
    ap = argparse.ArgumentParser(description="MoCo on melting-ice traces")
    ap.add_argument("--mode", default="nce+proto")
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--lr", type=float, default=0.03)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(15)
    x_tr, y_tr = ice_melt_traces(1536, 60, gen)
    x_te, y_te = ice_melt_traces(384, 60, gen)

    moco = MoCo(TraceEncoder(crop=40, dim=32), dim=32, queue_size=512)
    bank = PrototypeBank(16, 32)
    criterions = build_criterions(args.mode, bank)
    optimizer = build_optimizer(moco, criterions, args.lr)
    trainer = ContrastiveTrainer(moco, criterions, optimizer, gen)

    print(f"kNN before: {trainer.test(x_tr, y_tr, x_te, y_te):.3f}")
    for epoch in range(args.epochs):
        stats = trainer.train_epoch(x_tr)
        knn = trainer.test(x_tr, y_tr, x_te, y_te)
        print(f"epoch {epoch}: " + " ".join(f"{k} {v:.4f}" for k, v in stats.items())
              + f"  temp {1 / moco.logit_scale.exp().item():.3f}  kNN {knn:.3f}")


if __name__ == "__main__":
    main()
