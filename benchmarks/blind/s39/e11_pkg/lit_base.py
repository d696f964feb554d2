"""Lightning-1.x-style base class and loop with epoch-end aggregation."""
import torch
from torch import nn

from .bookings import minibatches


class EpochModule(nn.Module):
    def training_step(self, batch, batch_idx):
        raise NotImplementedError

    def training_epoch_end(self, outputs):
        pass

    def validation_step(self, batch, batch_idx):
        raise NotImplementedError

    def validation_epoch_end(self, outputs):
        pass

    def configure_optimizers(self):
        raise NotImplementedError


class EpochLoop:
    def __init__(self, max_epochs=3, batch_size=64):
        self.max_epochs, self.batch_size = max_epochs, batch_size
        self.epoch_outputs = []

    def fit(self, module, train, val):
        optimizer = module.configure_optimizers()
        for epoch in range(self.max_epochs):
            module.train()
            self.epoch_outputs = []
            for i, batch in enumerate(minibatches(train, self.batch_size)):
                out = module.training_step(batch, i)
                optimizer.zero_grad()
                out["loss"].backward()
                optimizer.step()
                self.epoch_outputs.append(out)
            module.training_epoch_end(self.epoch_outputs)
            self.run_validation(module, val)

    @torch.no_grad()
    def run_validation(self, module, val):
        module.eval()
        outs = [module.validation_step(b, i)
                for i, b in enumerate(minibatches(val, 512, shuffle=False))]
        module.validation_epoch_end(outs)
