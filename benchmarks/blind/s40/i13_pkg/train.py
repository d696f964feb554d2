from __future__ import annotations

import argparse
from collections import defaultdict
from typing import Dict, Tuple

import torch
from torch import Tensor

from .data import ct_slices
from .optim_wrapper import OptimWrapper
from .segmentor import EncoderDecoder


def build_segmentor(args: argparse.Namespace) -> Tuple[EncoderDecoder, OptimWrapper,
                                                       torch.optim.lr_scheduler.LRScheduler]:
    model = EncoderDecoder(num_classes=3, aux_weight=args.aux_weight)
    optimizer = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9, weight_decay=5e-4)
    scheduler = torch.optim.lr_scheduler.PolynomialLR(optimizer, total_iters=args.epochs, power=0.9)
    wrapper = OptimWrapper(optimizer, torch.cuda.amp.GradScaler(enabled=False),
                           clip_grad=dict(max_norm=10.0))
    return model, wrapper, scheduler


@torch.no_grad()
def dice_scores(model: EncoderDecoder, img: Tensor, gt: Tensor) -> Dict[str, float]:
    model.eval()
    pred = model(img).argmax(1)
    out = {}
    for c, name in ((1, "kidney"), (2, "tumour")):
        p, t = pred == c, gt == c
        out[name] = float(2 * (p & t).sum() / (p.sum() + t.sum()).clamp(min=1))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--batch-size", type=int, default=8)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--aux-weight", type=float, default=0.4)
    args = ap.parse_args()
    torch.manual_seed(0)
    x, y = ct_slices(128, 48, seed=0)
    xv, yv = ct_slices(32, 48, seed=1)
    model, optim_wrapper, scheduler = build_segmentor(args)
    for epoch in range(args.epochs):
        model.train()
        agg: Dict[str, float] = defaultdict(float)
        perm = torch.randperm(len(x))
        for s in range(0, len(x), args.batch_size):
            idx = perm[s:s + args.batch_size]
            losses = model.forward_train(x[idx], y[idx])
            for k, v in optim_wrapper.update_params(losses).items():
                agg[k] += v / (len(x) // args.batch_size)
        scheduler.step()
        print(f"epoch {epoch}  " + "  ".join(f"{k} {v:.4f}" for k, v in agg.items())
              + "  dice " + " ".join(f"{k}={v:.3f}" for k, v in dice_scores(model, xv, yv).items()))


if __name__ == "__main__":
    main()
