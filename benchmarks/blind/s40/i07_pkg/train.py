from __future__ import annotations

import argparse
from collections import defaultdict

import torch

from .adapt import AdaptSegTrainer
from .builder import build_models, build_optimizers
from .data import build_domains


def main() -> None:
    ap = argparse.ArgumentParser(description="AdaptSegNet-style slick segmentation")
    ap.add_argument("--iters", type=int, default=120)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--lambda-adv", type=float, default=0.01)
    args = ap.parse_args()

    cfg = dict(num_classes=2, lr_seg=0.01, lr_disc=1e-4, iters=args.iters,
               lambda_adv=args.lambda_adv, grad_clip=10.0)
    data = build_domains()
    seg, disc = build_models(cfg)
    opts, scheds, scaler = build_optimizers(seg, disc, cfg)
    trainer = AdaptSegTrainer(seg, disc, opts, scheds, scaler, cfg)

    (sx, sy), (tx, _), (vx, vy) = data["source"], data["target"], data["target_val"]
    g = torch.Generator().manual_seed(0)
    logs = defaultdict(float)
    for it in range(1, args.iters + 1):
        si = torch.randint(0, len(sx), (args.batch_size,), generator=g)
        ti = torch.randint(0, len(tx), (args.batch_size,), generator=g)
        for k, v in trainer.train_step(sx[si], sy[si], tx[ti]).items():
            logs[k] += v
        if it % 30 == 0:
            print(f"iter {it:4d}  " + "  ".join(f"{k} {v / 30:.4f}" for k, v in logs.items())
                  + f"  target_iou {trainer.target_iou(vx, vy):.3f}")
            logs.clear()


if __name__ == "__main__":
    main()
