from __future__ import annotations

from typing import Callable, Dict, List

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from .data import strong_aug, weak_aug
from .losses import centernet_focal
from .teacher import MeanTeacher


class Logger:
    def __init__(self) -> None:
        self.lines: List[str] = []

    def info(self, msg: str) -> None:
        self.lines.append(msg)
        print(msg)


class SemiSupervisedTrainer:
    def __init__(self, student: nn.Module, teacher: MeanTeacher, optimizer: torch.optim.Optimizer,
                 scheduler, scaler: torch.cuda.amp.GradScaler, unsup_weight: float = 1.0,
                 burn_in: int = 60) -> None:
        self.student, self.teacher = student, teacher
        self.optimizer, self.scheduler, self.scaler = optimizer, scheduler, scaler
        self.unsup_weight, self.burn_in = unsup_weight, burn_in
        self.iter = 0
        self.after_step_hooks: List[Callable[["SemiSupervisedTrainer"], None]] = []
        self.logger = Logger()

    def step(self, x_l: Tensor, y_l: Tensor, x_u: Tensor) -> Dict[str, float]:
        self.student.train()
        losses = {"sup": centernet_focal(self.student(weak_aug(x_l)), y_l)}
        if self.iter >= self.burn_in:
            pseudo = self.teacher.pseudo_heatmap(weak_aug(x_u))
            losses["unsup"] = self.unsup_weight * centernet_focal(self.student(strong_aug(x_u)), pseudo)
        total = sum(losses.values())
        self.optimizer.zero_grad(set_to_none=True)
        self.scaler.scale(total).backward()
        self.scaler.unscale_(self.optimizer)
        nn.utils.clip_grad_norm_(self.student.parameters(), 10.0)
        self.scaler.step(self.optimizer)
        self.scaler.update()
        self.scheduler.step()
        self.iter += 1
        for hook in self.after_step_hooks:
            hook(self)
        return {k: v.item() for k, v in losses.items()}

    @torch.no_grad()
    def f1(self, model: nn.Module, images: Tensor, heat: Tensor, thr: float = 0.5) -> float:
        model.eval()
        p = model(images).sigmoid()
        det = (p == F.max_pool2d(p, 3, 1, 1)) & (p > thr)
        gt = heat >= 0.99
        near = F.max_pool2d(gt.float(), 3, 1, 1) > 0
        tp = (det & near).sum().item()
        return 2 * tp / max(det.sum().item() + gt.sum().item(), 1)

