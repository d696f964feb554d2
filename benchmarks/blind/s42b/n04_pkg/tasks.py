import torch.nn.functional as F

from .base import TrainerBase


class RpmPretextTrainer(TrainerBase):
    """Stage 1: learn rotor features by predicting the commanded RPM band (free labels)."""
    name = "pretext"

    def step(self, batch):
        x, y = batch
        return F.cross_entropy(self.net(x), y)


class DamageProbeTrainer(TrainerBase):
    """Stage 2: frozen backbone, fresh 5-way damage head (few labelled bench flights)."""
    name = "damage"

    def __init__(self, net, n_classes, **kw):
        for p in net.module.backbone.parameters():
            p.requires_grad_(False)
        super().__init__(net, **kw)
        self.n_classes = n_classes

    def on_fit_start(self):
        if self.net.head.out_features != self.n_classes:
            self.net.module.reset_head(self.n_classes)

    def step(self, batch):
        x, y = batch
        return F.cross_entropy(self.net(x), y, label_smoothing=0.05)
