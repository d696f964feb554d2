import torch
import torch.nn.functional as F

from base import BaseTrainer


class QuantileTrainer(BaseTrainer):
    def __init__(self, model, optim_spec, quantile=0.5, callbacks=()):
        super().__init__(model, optim_spec, callbacks)
        self.quantile = quantile

    def pinball(self, pred, target):
        diff = target - pred
        return torch.maximum(self.quantile * diff, (self.quantile - 1) * diff).mean()

    def training_step(self, batch):
        x, y = batch
        pred = self.model(x).squeeze(-1)
        value = self.pinball(pred, y) + 1e-4 * F.mse_loss(pred, y)
        value.backward()
        return value.item()


class ClipGrad:
    def __init__(self, max_norm):
        self.max_norm = max_norm

    def on_before_step(self, trainer, batch):
        torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.max_norm)
