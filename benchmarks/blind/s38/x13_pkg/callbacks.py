import numpy as np
import torch


class RadiusUpdate:
    """After the warm-up epochs, sets R to the (1 - nu) quantile of the training distances."""

    def __init__(self, nu, warmup_epochs=1):
        self.nu = nu
        self.warmup_epochs = warmup_epochs
        self._dists = []

    def on_batch_end(self, trainer, outputs):
        self._dists.append(outputs["dist"].numpy())

    def on_epoch_end(self, trainer, epoch):
        if epoch >= self.warmup_epochs and self._dists:
            r = np.sqrt(np.quantile(np.concatenate(self._dists), 1 - self.nu))
            trainer.radius = torch.tensor(float(r))
        self._dists = []


class PrintMetrics:
    def on_batch_end(self, trainer, outputs):
        pass

    def on_epoch_end(self, trainer, epoch):
        print(f"epoch {epoch}  loss {trainer.epoch_loss:.5f}  R {trainer.radius.item():.4f}")
