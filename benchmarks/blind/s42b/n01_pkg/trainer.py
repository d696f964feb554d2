import functools

import torch
from torch import nn

from .framework import TrainerBase


OPTIMIZERS = {
    "adam": functools.partial(torch.optim.Adam, lr=3e-3),
    "adamw": functools.partial(torch.optim.AdamW, lr=3e-3, weight_decay=1e-4),
    "sgd": functools.partial(torch.optim.SGD, lr=1e-2, momentum=0.9),
}


class EnergyTrainer(TrainerBase):
    def __init__(self, network, optim="adamw", max_epochs=6):
        super().__init__(max_epochs=max_epochs)
        self._network = network
        self._opt = OPTIMIZERS[optim](network.parameters())
        self.criterion = nn.HuberLoss(delta=1.0)

    @property
    def net(self):
        return self._network

    @property
    def optimizer(self):
        return self._opt

    def training_step(self, batch):
        pred = self.net(batch["x"], batch["route"])
        return self.criterion(pred, batch["kwh"])

    def on_train_epoch_start(self):
        # fresh gradients for the new epoch
        self.optimizer.zero_grad(set_to_none=True)

    def on_train_epoch_end(self, seconds):
        print(f"epoch {self.state['epoch']}  {self.summary(['train_loss', 'grad_norm'])}  ({seconds:.2f}s)")

    @torch.no_grad()
    def on_validation(self, loader):
        self.net.eval()
        abs_err, n = 0.0, 0
        for batch in loader:
            abs_err += (self.net(batch["x"], batch["route"]) - batch["kwh"]).abs().sum().item()
            n += len(batch["kwh"])
        mae = abs_err / n
        self.log("val_mae", mae)
        print(f"          val MAE {mae:.3f} kWh")
        if mae < self.state["best"]:
            self.state["best"] = mae
            self.snapshot()
