import torch
from torch import nn

from .brewlog import batches


class RoundTrainer:
    """Continual retraining: one round per month on all data seen so far."""

    def __init__(self, model, optimizer, epochs_per_round, batch_size, generator):
        self.model = model
        self.optimizer = optimizer
        self.epochs = epochs_per_round
        self.batch_size = batch_size
        self.generator = generator
        self.round_start_hooks = []
        self.loss_fn = nn.HuberLoss(delta=0.5)

    def on_round_start(self, hook):
        self.round_start_hooks.append(hook)
        return hook

    def _objective(self, xb, yb):
        ph, ta = self.model(xb)
        return self.loss_fn(ph, yb[:, 0]) + self.loss_fn(ta, yb[:, 1])

    def run_round(self, index, x, y):
        if index > 0:
            for hook in self.round_start_hooks:
                hook(self.model)
        self.model.train()
        last = 0.0
        for _ in range(self.epochs):
            for xb, yb in batches(x, y, self.batch_size, self.generator):
                loss = self._objective(xb, yb)
                self.optimizer.zero_grad(set_to_none=True)
                loss.backward()
                self.optimizer.step()
                last = loss.item()
        return last

    @torch.no_grad()
    def evaluate(self, x, y):
        self.model.eval()
        ph, ta = self.model(x)
        return (ph - y[:, 0]).abs().mean().item(), 5.0 * (ta - y[:, 1]).abs().mean().item()
