from __future__ import annotations

from typing import Dict

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .torch_utils import ModelEMA


def detection_loss(out: Dict[str, Tensor], batch: Dict[str, Tensor]) -> Tensor:
    pred = out["heat"].sigmoid().clamp(1e-4, 1 - 1e-4)
    gt = batch["heat"]
    pos = gt.eq(1).float()
    focal = -(torch.log(pred) * (1 - pred) ** 2 * pos
              + torch.log(1 - pred) * pred ** 2 * (1 - gt) ** 4 * (1 - pos)).sum() / pos.sum().clamp(min=1)
    mask = pos.bool().expand_as(batch["wh"])
    size = F.l1_loss(out["wh"][mask], batch["wh"][mask]) if mask.any() else out["wh"].sum() * 0
    return focal + 0.1 * size


def train_one_epoch(model: nn.Module, optimizer: torch.optim.Optimizer, scaler: torch.cuda.amp.GradScaler,
                    ema: ModelEMA, data: Dict[str, Tensor], batch_size: int, epoch: int) -> float:
    model.train()
    perm = torch.randperm(len(data["img"]), generator=torch.Generator().manual_seed(epoch))
    total, steps = 0.0, 0
    for s in range(0, len(perm), batch_size):
        batch = {k: v[perm[s:s + batch_size]] for k, v in data.items()}
        with torch.autocast("cpu", enabled=scaler.is_enabled()):
            loss = detection_loss(model(batch["img"]), batch)
        optimizer.zero_grad()
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        nn.utils.clip_grad_norm_(model.parameters(), 10.0)
        scaler.step(optimizer)
        scaler.update()
        ema.update(model)
        total, steps = total + loss.item(), steps + 1
    return total / steps


@torch.no_grad()
def evaluate(model: nn.Module, data: Dict[str, Tensor], thr: float = 0.3) -> Dict[str, float]:
    model.eval()
    heat = model(data["img"])["heat"].sigmoid()
    peaks = (heat == F.max_pool2d(heat, 3, 1, 1)) & (heat > thr)
    gt = data["heat"].eq(1)
    near = F.max_pool2d(gt.float(), 3, 1, 1).bool()
    tp = (peaks & near).sum().item()
    prec = tp / max(peaks.sum().item(), 1)
    rec = (F.max_pool2d(peaks.float(), 3, 1, 1).bool() & gt).sum().item() / max(gt.sum().item(), 1)
    return {"precision": prec, "recall": rec}
