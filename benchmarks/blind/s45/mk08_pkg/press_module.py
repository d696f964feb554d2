import torch
import torch.nn.functional as F

from .litcore import LitModule
from .net import PressNet


class TortillaPressModule(LitModule):
    def __init__(self, hparams):
        super().__init__(hparams)
        self.automatic_optimization = False
        self.net = PressNet(self.hparams.n_inputs, self.hparams.width)
        self.register_buffer("target_scale", torch.tensor([1.5, 20.0]))

    def forward(self, x):
        return self.net(x) * self.target_scale + self.target_scale

    def training_step(self, batch, batch_idx):
        opt = self.optimizers()
        sched = self.lr_schedulers()
        x, y = batch
        loss = F.smooth_l1_loss(self(x) / self.target_scale, y / self.target_scale)
        self.manual_backward(loss / self.hparams.accumulate_grad_batches)
        if (batch_idx + 1) % self.hparams.accumulate_grad_batches == 0:
            opt.zero_grad()
            norm = self.clip_gradients(opt, gradient_clip_val=self.hparams.gradient_clip_val)
            opt.step()
            sched.step()
            self.log("grad_norm", norm)
        self.log("train_loss", loss)

    def validation_step(self, batch, batch_idx):
        x, y = batch
        err = (self(x) - y).abs().mean(0)
        self.log("val_thick_mae_mm", err[0])
        self.log("val_diam_mae_cm", err[1])

    def on_train_epoch_end(self):
        last = lambda k, n=1: sum(self.logs[k][-n:]) / len(self.logs[k][-n:])  # noqa: E731
        print(f"epoch {self.trainer.current_epoch}  train {last('train_loss', 20):.4f}  "
              f"grad-norm {last('grad_norm', 5):.4f}  val thickness MAE {last('val_thick_mae_mm'):.3f} mm  "
              f"diameter MAE {last('val_diam_mae_cm'):.2f} cm")

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.hparams.lr, weight_decay=1e-3)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=self.hparams.lr,
                                                    total_steps=self.hparams.total_updates)
        return {"optimizer": opt, "lr_scheduler": sched}
