import torch
import torch.nn.functional as F

from .engine import LitModule
from .model import LevelGRU

RHO_G = 1000 * 9.81 / 1e5  # bar per metre of head


class TowerLevelModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.gru = LevelGRU(self.hparams.n_inputs, self.hparams.hidden)

    def forward(self, x, hiddens=None):
        return self.gru(x, hiddens)

    def training_step(self, batch, batch_idx, hiddens):
        x, level = batch
        pred, hiddens = self(x, hiddens)
        loss = F.mse_loss(pred, level)
        self.log("train_mse", loss.item())
        return {"loss": loss, "hiddens": hiddens}

    def validation_step(self, batch, batch_idx):
        x, level = batch
        pred, _ = self(x)
        self.log("val_head_mae_m", (pred - level).abs().mean())
        self.log("val_pressure_mae_bar", (pred - level).abs().mean() * RHO_G)

    def on_train_epoch_end(self):
        m = {k: sum(v) / len(v) for k, v in self.epoch_log.items()}
        self.epoch_log.clear()
        print(f"epoch {self.trainer.current_epoch:2d} train mse {m['train_mse']:.3f}  "
              f"val level MAE {m['val_head_mae_m']:.3f} m ({m['val_pressure_mae_bar'] * 1000:.1f} mbar)")

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
