import torch
import torch.nn.functional as F

from .lite import LitModule
from .layers import FoldEncoder, make_head


class GlideRegressor(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        hp = self.hparams
        self.encoder = FoldEncoder(hp.n_inputs, hp.hidden, blocks=hp.blocks)
        self.head = make_head(hp.hidden, getattr(hp, "num_targets", 1))

    def setup(self, stage):
        dm = self.trainer.datamodule
        if self.head.out_features != dm.num_targets:
            self.head = make_head(self.hparams.hidden, dm.num_targets)
        self.target_names = dm.targets
        self.y_std = dm.y_std

    def forward(self, x):
        return self.head(self.encoder(x))

    def training_step(self, batch, batch_idx):
        x, y = batch
        loss = F.mse_loss(self(x), y)
        self.log("train_mse", loss.item())
        return loss

    def validation_step(self, batch, batch_idx):
        x, y = batch
        err = (self(x) - y).abs() * self.y_std
        for i, name in enumerate(self.target_names):
            self.log(f"val_mae_{name}", err[:, i].mean())

    def on_train_epoch_end(self):
        logs = {k: sum(v) / len(v) for k, v in self._epoch_logs.items()}
        self._epoch_logs.clear()
        parts = "  ".join(f"{k[8:]} {logs[k]:.3f}" for k in logs if k.startswith("val_mae_"))
        print(f"epoch {self.trainer.current_epoch:2d}  train mse {logs['train_mse']:.3f}  val MAE  {parts}")

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)
        return [opt], [sched]
