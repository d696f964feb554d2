from __future__ import annotations

from typing import Dict

import torch
from torch import nn

from .data import LabelScans
from .model import box_iou_cxcywh, localization_loss
from .optim import OptimizerStepper


class MetricMeter:
    def __init__(self) -> None:
        self.total, self.count = 0.0, 0

    def update(self, value: float, n: int = 1) -> None:
        self.total += value * n
        self.count += n

    @property
    def avg(self) -> float:
        return self.total / max(self.count, 1)


def train_one_epoch(model: nn.Module, optimizer: torch.optim.Optimizer, stepper: OptimizerStepper,
                    scaler: torch.cuda.amp.GradScaler, data: LabelScans, epoch: int,
                    batch_size: int, nominal_batch: int = 64) -> float:
    model.train()
    accumulate = max(round(nominal_batch / batch_size), 1)
    meter = MetricMeter()
    last_opt_step = -1
    optimizer.zero_grad()
    for i, (imgs, targets) in enumerate(data.iterate(batch_size, epoch)):
        with torch.autocast("cpu", enabled=scaler.is_enabled()):
            pred = model(imgs)
            loss = localization_loss(pred, targets)
        scaler.scale(loss).backward()
        if i - last_opt_step >= accumulate:
            stepper()
            last_opt_step = i
        meter.update(loss.item(), imgs.shape[0])
    return meter.avg


@torch.no_grad()
def evaluate(model: nn.Module, data: LabelScans) -> Dict[str, float]:
    model.eval()
    pred = model(data.images)
    present = data.targets[:, 0] > 0.5
    acc = ((pred[:, 0] > 0) == present).float().mean()
    miou = box_iou_cxcywh(pred[present, 1:], data.targets[present, 1:]).mean()
    return {"presence_acc": float(acc), "mIoU": float(miou)}
