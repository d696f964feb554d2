import torch
import torch.nn.functional as F


class GrowingTrainer:
    """Keeps an optimizer for the model's current set of parameters."""

    def __init__(self, model, make_optimizer):
        self.model = model
        self.make_optimizer = make_optimizer
        self._optimizer = None
        self._built_for = None

    @property
    def optimizer(self):
        if self._optimizer is None or self._built_for != self.model.generation:
            self._optimizer = self.make_optimizer(self.model.parameters())
            self._built_for = self.model.generation
        return self._optimizer

    def epoch(self, x, y, batch, generator):
        self.model.train()
        for rows in torch.randperm(len(y), generator=generator).split(batch):
            opt = self.optimizer
            mse = F.mse_loss(self.model(x[rows]), y[rows])
            opt.zero_grad()
            mse.backward()
            opt.step()

    @torch.no_grad()
    def rmse(self, x, y):
        self.model.eval()
        return F.mse_loss(self.model(x), y).sqrt().item()
