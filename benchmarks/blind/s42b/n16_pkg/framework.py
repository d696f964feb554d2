import abc

import torch

from .mixins import HistoryMixin, OptimizerMixin


class TrainerBase(OptimizerMixin, HistoryMixin, abc.ABC):
    def __init__(self, module, epochs=8, batch_size=64):
        self.module = module
        self.epochs = epochs
        self.batch_size = batch_size
        self.state = {"step": 0}
        self.callbacks = []

    @abc.abstractmethod
    def training_step(self, batch): ...

    @abc.abstractmethod
    def validation_step(self, batch): ...

    def batches(self, X, y, shuffle):
        order = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
        for s in range(0, len(y), self.batch_size):
            j = order[s:s + self.batch_size]
            yield X[j], y[j]

    def fit(self, train, val):
        steps_per_epoch = -(-len(train[1]) // self.batch_size)
        self.configure_optimizers(self.epochs * steps_per_epoch)
        for epoch in range(self.epochs):
            self.module.train()
            for batch in self.batches(*train, shuffle=True):
                loss = self.training_step(batch)
                self.backward_pass(loss)
                self.optimizer_step()
                self.state["step"] += 1
                self.record(loss=loss.item(), grad_norm=self.state.get("grad_norm", 0.0))
            self.module.eval()
            with torch.no_grad():
                outs = [self.validation_step(b) for b in self.batches(*val, shuffle=False)]
            self.record(val_acc=sum(o["correct"] for o in outs) / sum(o["n"] for o in outs))
            for cb in self.callbacks:
                cb(self, epoch, steps_per_epoch)
