import torch
import torch.nn.functional as F

from .model import MeltNet
from .optim import build_optimizer, gradient_step


class MeltLearner:
    def __init__(self, cfg):
        self.cfg = cfg
        self.model = MeltNet(hidden=cfg["hidden"])
        self.optimizer = build_optimizer(self.model, cfg)

    def update(self, xb, yb):
        out = self.model(xb)
        losses = {k: F.mse_loss(out[k], yb[k]) for k in yb}
        total = sum(self.cfg["task_weights"].get(k, 1.0) * v for k, v in losses.items())
        gradient_step(self.optimizer, total, self.cfg["max_norm"])
        return {k: v.item() for k, v in losses.items()}

    @torch.no_grad()
    def evaluate(self, x, y, stats):
        out = self.model(x)
        return {k: float(((out[k] - y[k]).abs() * stats[k][1]).mean()) for k in y}
