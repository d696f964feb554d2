import torch.nn.functional as F

from .base import BaseTrainer


class ClassificationTrainer(BaseTrainer):
    def __init__(self, model, optimizer, cfg, label_smoothing=0.0):
        super().__init__(model, optimizer, cfg)
        self.label_smoothing = label_smoothing
        self.correct = 0

    def train_step(self, batch):
        inputs, targets = batch
        logits = self.model(inputs)
        return F.cross_entropy(logits, targets, label_smoothing=self.label_smoothing)

    def val_step(self, batch):
        inputs, targets = batch
        logits = self.model(inputs)
        self.correct += (logits.argmax(dim=1) == targets).sum().item()
        return F.cross_entropy(logits, targets)

    def on_epoch_end(self, epoch, logs):
        logs["val_correct"] = self.correct
        self.correct = 0
        super().on_epoch_end(epoch, logs)
        print(f"epoch {epoch}: " + "  ".join(f"{k}={v:.4f}" if isinstance(v, float) else f"{k}={v}"
                                             for k, v in logs.items()))
