import torch.nn.functional as F

from .base import BaseTrainer


class HARTrainer(BaseTrainer):
    def __init__(self, model, optimizer, loaders, cfg, label_smoothing=0.05):
        super().__init__(model, optimizer, loaders, cfg)
        self.label_smoothing = label_smoothing

    def train_step(self, batch):
        x, y = batch
        self.optimizer.zero_grad()
        logits = self.model(x)
        loss = F.cross_entropy(logits, y, label_smoothing=self.label_smoothing)
        loss.backward()
        self.optimizer.step()
        return {"loss": loss.item()}

    def eval_step(self, batch):
        x, y = batch
        logits = self.model(x)
        pred = logits.argmax(dim=1)
        return {"correct": (pred == y).sum().item(), "count": y.numel()}
