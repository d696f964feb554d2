from __future__ import annotations

from typing import Any, Dict, Tuple

import torch
from torch import nn

from .models import OutputSpaceDiscriminator, SlickSegmenter


def build_models(cfg: Dict[str, Any]) -> Tuple[nn.Module, nn.Module]:
    return SlickSegmenter(cfg["num_classes"]), OutputSpaceDiscriminator(cfg["num_classes"])


def build_optimizers(seg: nn.Module, disc: nn.Module,
                     cfg: Dict[str, Any]) -> Tuple[Dict[str, torch.optim.Optimizer],
                                                   Dict[str, Any], torch.cuda.amp.GradScaler]:
    opts = {
        "seg": torch.optim.SGD(seg.parameters(), lr=cfg["lr_seg"], momentum=0.9, weight_decay=5e-4),
        "disc": torch.optim.Adam(disc.parameters(), lr=cfg["lr_disc"], betas=(0.9, 0.99)),
    }
    poly = lambda it: (1 - it / cfg["iters"]) ** 0.9  # noqa: E731
    scheds = {k: torch.optim.lr_scheduler.LambdaLR(o, poly) for k, o in opts.items()}
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    return opts, scheds, scaler
