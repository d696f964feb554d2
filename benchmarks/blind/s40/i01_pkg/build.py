from __future__ import annotations

import math
from typing import Any, Dict, Tuple

import torch
from torch import nn

from .loss import ComputeLoss
from .model import VehicleDetector


def build_model(cfg: Dict[str, Any]) -> VehicleDetector:
    return VehicleDetector(nc=cfg["nc"], width=cfg["width"])


def build_optimizer(model: nn.Module, cfg: Dict[str, Any]) -> torch.optim.Optimizer:
    """yolov5-style groups: BN weights (no decay), conv weights (decay), biases."""
    g_bn, g_w, g_b = [], [], []
    for mod in model.modules():
        if hasattr(mod, "bias") and isinstance(mod.bias, nn.Parameter):
            g_b.append(mod.bias)
        if isinstance(mod, nn.BatchNorm2d):
            g_bn.append(mod.weight)
        elif hasattr(mod, "weight") and isinstance(mod.weight, nn.Parameter):
            g_w.append(mod.weight)
    opt = torch.optim.SGD(g_bn, lr=cfg["lr0"], momentum=cfg["momentum"], nesterov=True)
    opt.add_param_group({"params": g_w, "weight_decay": cfg["weight_decay"]})
    opt.add_param_group({"params": g_b})
    return opt


def build_scheduler(opt: torch.optim.Optimizer, cfg: Dict[str, Any]):
    lrf, epochs = cfg["lrf"], cfg["epochs"]
    lf = lambda x: ((1 - math.cos(x * math.pi / epochs)) / 2) * (lrf - 1) + 1  # noqa: E731
    return torch.optim.lr_scheduler.LambdaLR(opt, lr_lambda=lf)


def build_training(cfg: Dict[str, Any]) -> Tuple[VehicleDetector, torch.optim.Optimizer, Any,
                                                   torch.cuda.amp.GradScaler, ComputeLoss]:
    model = build_model(cfg)
    optimizer = build_optimizer(model, cfg)
    scheduler = build_scheduler(optimizer, cfg)
    scaler = torch.cuda.amp.GradScaler(enabled=cfg["amp"] and torch.cuda.is_available())
    criterion = ComputeLoss(model.head, cfg["hyp"])
    return model, optimizer, scheduler, scaler, criterion
