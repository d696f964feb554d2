"""LitModule subclass for the wafer defect task."""
import torch
import torch.nn.functional as F
from torch import nn

from .core import LitModule
from .nets import WaferNet


class WaferClassifier(LitModule):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = dict(hparams)
        self.net = WaferNet(num_classes=self.hparams.get("num_classes", 2),
                            width=self.hparams["width"])

    def forward(self, x):
        return self.net(x)

    def on_fit_start(self):
        dm = self.trainer.datamodule
        if self.net.num_classes != dm.num_classes:
            print(f"resizing head: {self.net.num_classes} -> {dm.num_classes} classes")
            self.net.classifier = nn.Linear(self.net.embed_dim, dm.num_classes)

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.hparams["lr"],
                                weight_decay=self.hparams["weight_decay"])
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=self.hparams["epochs"])
        return {"optimizer": opt, "lr_scheduler": sched}

    def training_step(self, batch, batch_idx):
        maps, labels = batch
        logits = self(maps)
        loss = F.cross_entropy(logits, labels, label_smoothing=0.05)
        self.log("train_loss", loss.detach())
        return loss

    def validation_step(self, batch, batch_idx):
        maps, labels = batch
        logits = self(maps)
        self.log("val_loss", F.cross_entropy(logits, labels))
        self.log("val_acc", (logits.argmax(1) == labels).float().mean())

    def on_validation_epoch_end(self):
        n = len(self.history["val_acc"])
        k = max(1, n // (self.trainer.current_epoch + 1))
        acc = sum(self.history["val_acc"][-k:]) / k
        print(f"epoch {self.trainer.current_epoch}: val_acc {acc:.3f}")
