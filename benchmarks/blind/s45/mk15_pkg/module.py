import torch
import torch.nn.functional as F

from .dominoes import FEATURES
from .nets import WaveSpeedNet
from .trainer import LitModule


class DominoWaveModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.model = WaveSpeedNet(len(FEATURES), self.hparams.width, self.hparams.depth)

    def forward(self, x):
        return 1.0 + self.model(x)

    def training_step(self, batch, batch_idx):
        x, speed = batch
        loss = F.mse_loss(self(x), speed)
        self.log("train_loss", loss.item())
        return loss

    def validation_step(self, batch, batch_idx):
        x, speed = batch
        pred = self(x)
        self.log("val_loss", F.mse_loss(pred, speed))
        self.log("val_mae", (pred - speed).abs().mean())

    def on_train_epoch_end(self):
        e = self.trainer.current_epoch
        if e % 3 == 2:
            print(f"epoch {e:2d}  train mse {self.epoch_mean('train_loss'):.5f}  "
                  f"val MAE {100 * self.epoch_mean('val_mae'):.2f} cm/s")

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.hparams.lr, weight_decay=self.hparams.weight_decay)
        return [opt], [torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=self.trainer.max_epochs)]
