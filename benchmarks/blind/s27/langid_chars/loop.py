"""Template-method trainer: subclasses fill in the objective and the post-update hook."""
from abc import ABC, abstractmethod

import torch


class BaseTrainer(ABC):
    def __init__(self, net, opt, sched=None):
        self.net, self.opt, self.sched = net, opt, sched
        self.updates = 0

    @abstractmethod
    def objective(self, batch):
        """Return the scalar to minimise for one batch."""

    def after_update(self):
        """Hook run after every optimiser step."""

    def evaluate(self, batches):
        return {}

    def fit(self, batches, epochs, held_out=()):
        for epoch in range(epochs):
            self.net.train()
            total, count = 0.0, 0
            for batch in batches():
                self.opt.zero_grad()
                value = self.objective(batch)
                value.backward()
                self.opt.step()
                self.updates += 1
                self.after_update()
                total, count = total + value.item(), count + 1
            if self.sched is not None:
                self.sched.step()
            report = self.evaluate(held_out)
            print(f"epoch {epoch}: train ce {total / count:.4f}", report)
