import torch
import torch.nn.functional as F
from torch import nn

from .nets import ContextGRU, EpochEncoder


class WarmupHold(torch.optim.lr_scheduler.LRScheduler):
    """Linear warm-up over `warmup` optimiser steps, then a constant rate."""

    def __init__(self, optimizer, warmup):
        self.warmup = warmup
        super().__init__(optimizer)

    def get_lr(self):
        scale = min(1.0, (self.last_epoch + 1) / self.warmup)
        return [base * scale for base in self.base_lrs]


class SleepStager(nn.Module):
    """Two-stage stager in the usual style: the epoch encoder learns from single epochs,
    the context model learns stage transitions on top of the encoder's features."""

    def __init__(self, hparams):
        super().__init__()
        self.hparams = hparams
        self.encoder = EpochEncoder(hparams["width"])
        self.context = ContextGRU(hparams["width"], hparams["hidden"])

    def configure_optimizers(self):
        encoder_opt = torch.optim.Adam(self.encoder.parameters(), lr=self.hparams["encoder_lr"])
        context_opt = torch.optim.RMSprop(self.context.parameters(), lr=self.hparams["context_lr"],
                                          centered=True, momentum=0.5)
        return [
            {"optimizer": encoder_opt, "lr_scheduler": WarmupHold(encoder_opt, 20)},
            {"optimizer": context_opt, "lr_scheduler": WarmupHold(context_opt, 20)},
        ]

    def training_step(self, batch, batch_idx, optimizer_idx):
        epochs, stages = batch
        if optimizer_idx == 0:
            logits = self.encoder(epochs)
            return F.cross_entropy(logits.flatten(0, 1), stages.flatten())
        features = self.encoder.embed(epochs)
        logits = self.context(features)
        return F.cross_entropy(logits.flatten(0, 1), stages.flatten())

    @torch.no_grad()
    def validation_step(self, batch):
        epochs, stages = batch
        single = self.encoder(epochs).argmax(-1)
        in_context = self.context(self.encoder.embed(epochs)).argmax(-1)
        return {
            "epoch_acc": (single == stages).float().mean().item(),
            "context_acc": (in_context == stages).float().mean().item(),
        }
