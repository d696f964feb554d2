import torch
import torch.nn as nn

from base_trainer import BaseTrainer


class FinetuneTrainer(BaseTrainer):
    """Discriminative learning rates: small for the pretrained trunk, large for the head."""

    def build_optimizer(self):
        groups = [
            {"params": self.model.features.parameters(), "lr": self.cfg["lr"] * self.cfg["trunk_lr_mult"]},
            {"params": self.model.classifier.parameters(), "lr": self.cfg["lr"]},
        ]
        return torch.optim.AdamW(groups, weight_decay=self.cfg["weight_decay"])

    def on_fit_start(self):
        head = self.model.classifier
        if head.out_features != self.cfg["num_classes"]:
            self.model.classifier = nn.Linear(head.in_features, self.cfg["num_classes"])

    def on_epoch_end(self):
        print(f"epoch {self.epoch}: loss={self.last_loss:.4f}")
