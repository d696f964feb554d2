import torch
import torch.nn.functional as F

from .core import LitModule
from .network import RoomTimeNet


class EscapeTimeModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        hp = self.hparams
        self.net = RoomTimeNet(hp.n_numeric, hp.n_themes, width=hp.width)
        self._val = []

    def forward(self, numeric, theme):
        return self.net(numeric, theme)

    def training_step(self, batch, batch_idx):
        numeric, theme, minutes = batch
        pred = self(numeric, theme)
        loss = F.huber_loss(pred, minutes, delta=self.hparams.huber_delta)
        self.log("train_loss", loss, on_step=True)
        return {"loss": loss}

    def validation_step(self, batch, batch_idx):
        numeric, theme, minutes = batch
        pred = self(numeric, theme).clamp(15, 60)
        self._val.append(torch.cat([pred, minutes], dim=1))

    def on_validation_epoch_end(self):
        both = torch.cat(self._val)
        self._val.clear()
        pred, true = both[:, 0], both[:, 1]
        self.log("val_mae", (pred - true).abs().mean())
        self.log("val_escape_acc", ((pred < 60 - 0.5) == (true < 60 - 0.5)).float().mean())

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.hparams.lr, weight_decay=1e-4)
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=self.hparams.max_epochs)
        return [opt], [sched]
