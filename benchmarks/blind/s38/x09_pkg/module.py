import torch
import torch.nn as nn
import torch.nn.functional as F

from .edgeconv import ParticleNet


class TaskModule(nn.Module):
    """Minimal stand-in for a LightningModule: the loop calls the *_step hooks."""

    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def validation_step(self, batch, batch_idx):
        raise NotImplementedError

    def configure_optimizers(self):
        raise NotImplementedError

    def log(self, name, value):
        self.logged = getattr(self, "logged", {})
        self.logged[name] = value


class JetTagger(TaskModule):
    def __init__(self, lr=1e-3, **net_kw):
        super().__init__()
        self.lr = lr
        self.net = ParticleNet(**net_kw)

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.cross_entropy(self(x), y)
        self.log("train_loss", loss.item())
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        logits = self(x)
        loss = F.cross_entropy(logits, y)
        correct = (logits.argmax(-1) == y).sum().item()
        return {"val_loss": loss.item() * len(y), "correct": correct, "n": len(y)}

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.lr, weight_decay=1e-4)
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=10)
        return opt, sched
