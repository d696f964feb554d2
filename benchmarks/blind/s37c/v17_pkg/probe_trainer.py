import torch
import torch.nn.functional as F

from .base_trainer import BaseTrainer


class LinearProbeTrainer(BaseTrainer):
    """Backbone frozen and kept in eval mode; only the new head is fitted."""

    def __init__(self, model, optimizer, max_grad_norm=1.0, mixup_alpha=0.0):
        super().__init__(model, optimizer, max_grad_norm)
        self.mixup_alpha = mixup_alpha

    def compute_loss(self, batch):
        x, y = batch
        with torch.no_grad():
            feats = self.model.backbone(x)
        return F.cross_entropy(self.model.head(feats), y)

    def train_step(self, batch):
        self.model.backbone.eval()
        loss = self.compute_loss(batch)
        loss.backward()
        self.clip()
        self.optimizer.step()
        return loss.item()
