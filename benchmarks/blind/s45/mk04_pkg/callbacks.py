import time

import torch

from .core import Callback


class LossHistory(Callback):
    """Keeps the per-batch training loss of the current epoch for the epoch summary."""

    def __init__(self):
        self.batch_losses = []
        self.epoch_means = []

    def on_train_batch_end(self, trainer, module, outputs, batch, batch_idx):
        self.batch_losses.append(outputs["loss"])

    def on_train_epoch_end(self, trainer, module):
        self.epoch_means.append(torch.stack(self.batch_losses).mean().item())
        self.batch_losses = []


class EpochPrinter(Callback):
    def __init__(self, history):
        self.history = history
        self.t0 = time.perf_counter()

    def on_train_epoch_end(self, trainer, module):
        m = module.logged_metrics
        print(f"epoch {trainer.current_epoch}  train huber {self.history.epoch_means[-1]:.3f}  "
              f"val MAE {m['val_mae']:.2f} min  escaped-in-time acc {m['val_escape_acc']:.3f}  "
              f"({time.perf_counter() - self.t0:.1f}s)")
