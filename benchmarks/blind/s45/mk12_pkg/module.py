import torch
import torch.nn.functional as F
from torch import nn

from .lit import LitModule
from .nets import trunk
from .teacher import soft_targets


class BowlsStudent(LitModule):
    def __init__(self, teacher, **hparams):
        super().__init__(**hparams)
        # kept in a plain list on purpose: not a submodule, not in parameters() or state_dict()
        self._teacher = [teacher]
        self.body = trunk(6, self.hparams.width, 2)
        self.heads = nn.ModuleDict()

    def setup(self, stage):
        dm = self.trainer.datamodule
        self.register_buffer("x_mean", dm.x_mean)
        self.register_buffer("x_std", dm.x_std)
        for name in dm.targets:
            self.heads[name] = nn.Linear(self.hparams.width, 1)
        self.unlabelled = dm.unlabelled

    def forward(self, x):
        h = self.body((x - self.x_mean) / self.x_std)
        return torch.cat([head(h) for head in self.heads.values()], dim=1)

    def training_step(self, batch, batch_idx):
        x, y = batch
        sup = F.mse_loss(self(x), y)
        xu = self.unlabelled[torch.randint(0, len(self.unlabelled), (4 * len(x),))]
        target = soft_targets(self._teacher[0], (xu - self.x_mean) / self.x_std)
        distill = F.mse_loss(self(xu), target)
        self.log("sup", sup.item())
        self.log("distill", distill.item())
        return sup + self.hparams.alpha * distill

    def validation_step(self, batch, batch_idx):
        x, y = batch
        miss = (self(x) - y).norm(dim=1)
        self.log("val_miss_m", miss.mean())
        self.log("val_within_1m", (miss < 1.0).float().mean())

    def on_train_epoch_end(self):
        m = self.pop_logs()
        if self.trainer.current_epoch % 5 == 4:
            print(f"epoch {self.trainer.current_epoch:2d} sup {m['sup']:.3f} distill {m['distill']:.3f} "
                  f"val distance-to-truth {m['val_miss_m']:.3f} m, within 1 m {m['val_within_1m']:.3f}")

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        return [opt], [torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=self.trainer.max_epochs)]
