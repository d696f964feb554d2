import numpy as np
import torch
import torch.nn.functional as F

from .framework import LitModule
from .model import SegmentSumNet
from .track import SEGMENT_KINDS


class MarbleRunModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.net = SegmentSumNet(len(SEGMENT_KINDS), width=self.hparams.width)
        self.val_outputs = []

    def forward(self, feats, kind, mask, glass):
        return self.net(feats, kind, mask, glass)

    def training_step(self, batch, batch_idx):
        *inputs, total = batch
        pred = self(*inputs)
        loss = F.mse_loss(pred, total)
        return {"loss": loss, "pred": pred.detach()}

    def validation_step(self, batch, batch_idx):
        *inputs, total = batch
        pred = self(*inputs)
        self.val_outputs.append(torch.stack([pred, total], dim=1))

    def on_validation_epoch_end(self):
        both = torch.cat(self.val_outputs).numpy()
        self.val_outputs.clear()
        err = np.abs(both[:, 0] - both[:, 1])
        self.log("val_mae_s", float(err.mean()))
        self.log("val_hit", float((err < 0.25).mean()))

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        return [opt], [torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)]
