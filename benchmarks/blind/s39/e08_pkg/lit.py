"""Base module with the optimisation hooks the fitter calls by name."""
from torch import nn


class LitModule(nn.Module):
    automatic_optimization = False

    def __init__(self):
        super().__init__()
        self.fitter = None

    # -- hooks a subclass may override ------------------------------------------------------
    def configure_optimizers(self):
        raise NotImplementedError

    def training_step(self, batch, step):
        raise NotImplementedError

    def optimizer_zero_grad(self, optimizer):
        optimizer.zero_grad(set_to_none=True)

    def optimizer_step(self, optimizer):
        optimizer.step()

    # -- helpers available to subclasses ----------------------------------------------------
    def optimizers(self):
        return self.fitter.optimizers

    def manual_backward(self, loss):
        self.fitter.backward(loss)

    def run_update(self, opt_name, loss):
        """zero -> backward -> step for one named optimizer, via the overridable hooks."""
        optimizer = self.optimizers()[opt_name]
        self.optimizer_zero_grad(optimizer)
        self.manual_backward(loss)
        self.optimizer_step(optimizer)
