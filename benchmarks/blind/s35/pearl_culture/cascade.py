"""A two-stage cascade: each stage owns its network and optimiser and writes its
prediction into a shared per-batch context that later stages can read."""
from dataclasses import dataclass
from typing import Callable

import torch


@dataclass
class Stage:
    name: str
    net: torch.nn.Module
    optimizer: torch.optim.Optimizer
    inputs: tuple
    target: str
    criterion: Callable

    def predict(self, ctx):
        return self.net(*(ctx[key] for key in self.inputs))

    def learn(self, ctx):
        out = self.predict(ctx)
        ctx[self.name] = out
        loss = self.criterion(out, ctx[self.target])
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss.item()


class Cascade:
    def __init__(self, stages):
        self.stages = list(stages)

    def train(self, mode=True):
        for stage in self.stages:
            stage.net.train(mode)

    def learn_batch(self, batch):
        ctx = dict(batch)
        return {stage.name: stage.learn(ctx) for stage in self.stages}

    @torch.no_grad()
    def infer(self, batch):
        ctx = dict(batch)
        for stage in self.stages:
            ctx[stage.name] = stage.predict(ctx)
        return ctx
