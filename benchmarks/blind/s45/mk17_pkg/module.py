import torch

from .framework import LitModule
from .model import TapToneNet
from .objectives import cents, tap_tone_terms, weighted_total
from .plates import INPUTS, MODES


class TapToneModule(LitModule):
    def __init__(self, reference_hz, **hparams):
        super().__init__(**hparams)
        self.register_buffer("reference_hz", reference_hz)
        self.net = TapToneNet(len(INPUTS), len(MODES), self.hparams.width)

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch, batch_idx):
        x, hz = batch
        terms = tap_tone_terms(self(x), torch.log(hz / self.reference_hz))
        self.log_dict({k: v.item() for k, v in terms.items()})
        return weighted_total(terms, self.hparams.term_weights)

    def validation_step(self, batch, batch_idx):
        x, hz = batch
        pred_hz = TapToneNet.to_hz(self(x), self.reference_hz)
        return cents(pred_hz, hz).abs().mean(0)

    def on_train_epoch_end(self):
        if self.trainer.current_epoch % 3 != 2:
            return
        err = torch.stack(self.val_results).mean(0)
        recent = self.step_metrics[-40:]
        fit = sum(m["mode0"] for m in recent) / len(recent)
        print(f"epoch {self.trainer.current_epoch:2d}  ring-mode mse {fit:.5f}  val |error| (cents) "
              + "  ".join(f"{name} {e:.1f}" for name, e in zip(MODES, err.tolist())))

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        return {"optimizer": opt, "lr_scheduler": torch.optim.lr_scheduler.StepLR(opt, 6, 0.5)}
