import torch
import torch.nn.functional as F

from .trainer import Trainer

TARGETS = ("flow_pct", "cross_pct", "warp_mm")


class ShrinkageTrainer(Trainer):
    def __init__(self, model, lr=2e-3, epochs=5):
        self.lr, self.epochs = lr, epochs
        super().__init__(model)

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.model.parameters(), lr=self.lr, weight_decay=1e-3)
        return opt, torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=self.epochs)

    def training_step(self, batch):
        curve, settings, y = batch
        return F.smooth_l1_loss(self.model(curve, settings), y, beta=0.05)

    def validation_metrics(self, data):
        curve, settings, y = data
        err = (self.model(curve, settings) - y).abs().mean(0)
        return {f"mae_{name}": e for name, e in zip(TARGETS, err.tolist())}
