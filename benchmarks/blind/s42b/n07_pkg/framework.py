"""Bits of a Lightning-like loop: the task defines <phase>_step, the loop does the rest."""
import abc
import functools
import time
from collections import defaultdict


def timed(fn):
    @functools.wraps(fn)
    def inner(self, *args, **kwargs):
        start = time.perf_counter()
        result = fn(self, *args, **kwargs)
        self.timers[fn.__name__] += time.perf_counter() - start
        return result
    return inner


class MetricsMixin:
    def collect(self, outputs):
        merged = defaultdict(list)
        for out in outputs:
            for k, v in out.items():
                merged[k].append(v)
        return merged


class TaskBase(abc.ABC, MetricsMixin):
    def __init__(self):
        self.timers = defaultdict(float)
        self.state = {"epoch": 0}

    @property
    @abc.abstractmethod
    def network(self):
        ...

    @abc.abstractmethod
    def configure_optimizer(self):
        ...

    def iterate(self, phase, loader):
        """Yields the output of `<phase>_step` for every batch of `loader`."""
        step = getattr(self, f"{phase}_step")
        self.network.train(phase == "training")
        for batch in loader:
            yield step(batch)


class Loop:
    def __init__(self, task, epochs):
        self.task = task
        self.epochs = epochs
        self.optimizer = task.configure_optimizer()
        self.task.optimizer = self.optimizer

    def fit(self, make_train, make_val):
        for epoch in range(self.epochs):
            self.task.state["epoch"] = epoch
            train = self.task.collect(self.task.iterate("training", make_train()))
            val = self.task.collect(self.task.iterate("validation", make_val()))
            self.task.on_epoch_end(train, val)

    def run(self, phase, loader):
        return self.task.collect(self.task.iterate(phase, loader))
