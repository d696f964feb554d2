from __future__ import annotations

import argparse
from typing import Tuple

import torch
from torch import nn

from .data import draw_faces, render_heatmaps
from .hooks import GradAccumOptimizerHook, LoggerHook, LrWarmupHook
from .model import HourglassLite
from .runner import IterBasedRunner


def build_model(freeze_stem: bool) -> nn.Module:
    model = HourglassLite()
    if freeze_stem:
        for p in model.stem.parameters():
            p.requires_grad = False
    return model


def build_optimizer(model: nn.Module, lr: float, amp: bool) -> Tuple[torch.optim.Optimizer,
                                                                     torch.cuda.amp.GradScaler]:
    params = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(params, lr=lr, weight_decay=1e-4)
    for g in optimizer.param_groups:
        g.setdefault("initial_lr", g["lr"])
    return optimizer, torch.cuda.amp.GradScaler(enabled=amp)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=240)
    ap.add_argument("--accum", type=int, default=2)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--freeze-stem", action="store_true")
    ap.add_argument("--amp", action="store_true")
    args = ap.parse_args()
    torch.manual_seed(0)
    x, p = draw_faces(256, 32, seed=0)
    xv, pv = draw_faces(64, 32, seed=1)
    model = build_model(args.freeze_stem)
    optimizer, scaler = build_optimizer(model, args.lr, args.amp)
    runner = IterBasedRunner(model, optimizer, scaler,
                             {"img": x, "heatmap": render_heatmaps(p, 32)},
                             {"img": xv, "points": pv})
    for hook in (LoggerHook(interval=40), GradAccumOptimizerHook(args.accum), LrWarmupHook()):
        runner.register_hook(hook)
    runner.run(args.iters)


if __name__ == "__main__":
    main()
