"""Threat-classification module plus the tiny trainer that runs it."""
import torch
import torch.nn.functional as F
from torch import nn

from .xray import batches


class ThreatModule(nn.Module):
    def __init__(self, backbone, n_classes, lr=3e-3, backbone_lr_mult=0.1):
        super().__init__()
        self._backbone = backbone
        self.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(backbone.out_dim, n_classes))
        self.lr, self.backbone_lr_mult = lr, backbone_lr_mult

    @property
    def backbone(self):
        return self._backbone

    def forward(self, x):
        return self.head(self.backbone(x))

    def training_step(self, batch):
        x, y = batch
        return F.cross_entropy(self(x), y)

    def configure_optimizers(self):
        return torch.optim.AdamW([
            {"params": self.backbone.parameters(), "lr": self.lr * self.backbone_lr_mult},
            {"params": self.head.parameters(), "lr": self.lr},
        ], weight_decay=1e-4)


class Trainer:
    def __init__(self, max_epochs, callbacks=()):
        self.max_epochs, self.callbacks = max_epochs, list(callbacks)
        self.current_epoch = 0

    def _emit(self, hook, module):
        for cb in self.callbacks:
            fn = getattr(cb, hook, None)
            if fn:
                fn(self, module)

    def fit(self, module, train, val):
        self._emit("on_fit_start", module)
        opt = module.configure_optimizers()
        for self.current_epoch in range(self.max_epochs):
            self._emit("on_train_epoch_start", module)
            module.train()
            for batch in batches(train, 32):
                opt.zero_grad()
                module.training_step(batch).backward()
                opt.step()
            print(f"epoch {self.current_epoch}: val acc {self.evaluate(module, val):.3f}")

    @torch.no_grad()
    def evaluate(self, module, val):
        module.eval()
        x, y = val
        return (module(x).argmax(1) == y).float().mean().item()
