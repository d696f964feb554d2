import torch

from .framework import Callback


class EpochLossTracker(Callback):
    def __init__(self):
        self.current = []
        self.epochs = []

    def on_train_batch_end(self, trainer, module, outputs, batch, batch_idx):
        self.current.append(outputs["loss"].detach())

    def on_train_epoch_end(self, trainer, module):
        self.epochs.append(float(torch.stack(self.current).mean()))
        self.current = []
        print(f"epoch {trainer.current_epoch:2d}  train mse {self.epochs[-1]:.4f}  "
              f"val MAE {module.logged['val_mae_s']:.3f} s  within 0.25 s {module.logged['val_hit']:.3f}")
