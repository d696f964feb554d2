import abc
from collections import defaultdict

import torch

from .optim import build_optimizers
from .steps import CriticStepMixin, GeneratorStepMixin


class TrainerBase(abc.ABC):
    phases = ()

    def __init__(self, nets, epochs, batch_size):
        self.nets = nets
        self.optimizers = build_optimizers(nets)
        self.epochs = epochs
        self.batch_size = batch_size
        self.history = defaultdict(list)

    def __getattr__(self, name):
        nets = self.__dict__.get("nets", {})
        if name in nets:
            return nets[name]
        raise AttributeError(name)

    def before_iteration(self):
        for opt in self.optimizers.values():
            opt.zero_grad(set_to_none=True)

    def iterate(self, data):
        for epoch in range(self.epochs):
            order = torch.randperm(len(data))
            for s in range(0, len(data) - self.batch_size + 1, self.batch_size):
                real = data[order[s:s + self.batch_size]]
                self.before_iteration()
                metrics = {}
                for phase in self.phases:
                    metrics.update(getattr(self, f"{phase}_step")(real))
                yield epoch, metrics


class ProfileGAN(CriticStepMixin, GeneratorStepMixin, TrainerBase):
    phases = ("critic", "generator")

    def fit(self, data, on_epoch=None):
        last_epoch = 0
        for epoch, metrics in self.iterate(data):
            if epoch != last_epoch and on_epoch is not None:
                on_epoch(last_epoch, self.history)
            last_epoch = epoch
            for k, v in metrics.items():
                self.history[k].append(v)
        if on_epoch is not None:
            on_epoch(last_epoch, self.history)

    @torch.no_grad()
    def sample(self, n):
        self.generator.eval()
        out = self.generator(self.generator.sample_noise(n))
        self.generator.train()
        return out
