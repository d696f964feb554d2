import torch
import torch.nn.functional as F

from .base import LitModule
from .coaster_data import ELEMENTS
from .layers import ComfortNet
from .optim_setup import build_optimizers


class RideComfortModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.automatic_optimization = False
        self.net = ComfortNet(len(ELEMENTS), n_dense=4, emb_dim=self.hparams.emb_dim)

    def forward(self, layout, dense):
        return self.net(layout, dense)

    def training_step(self, batch, batch_idx):
        layout, dense, score = batch
        opt_dense, opt_embed = self.optimizers()
        opt_dense.zero_grad()
        loss = F.mse_loss(self(layout, dense), score)
        self.manual_backward(loss)
        opt_dense.step()
        opt_embed.step()
        self.log("train_mse", loss.detach())
        self.log("embed_grad_norm", self.net.elements.weight.grad.norm())

    def validation_step(self, batch, batch_idx):
        layout, dense, score = batch
        self.log("val_mae", (self(layout, dense).clamp(0, 10) - score).abs().mean())

    def on_train_epoch_end(self):
        m = {k: sum(v) / len(v) for k, v in self.epoch_metrics.items()}
        self.epoch_metrics = {}
        print(f"epoch {self.trainer.current_epoch}  train mse {m['train_mse']:.3f}  "
              f"embedding grad norm {m['embed_grad_norm']:.3f}  val MAE {m['val_mae']:.3f}")

    def configure_optimizers(self):
        return build_optimizers(self, self.hparams)
