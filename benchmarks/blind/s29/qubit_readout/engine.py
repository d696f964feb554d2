from collections import defaultdict
from enum import Enum, auto
from types import SimpleNamespace


class Events(Enum):
    STARTED = auto()
    EPOCH_STARTED = auto()
    ITERATION_COMPLETED = auto()
    EPOCH_COMPLETED = auto()
    COMPLETED = auto()


class Engine:
    """A small ignite-style engine: a process function plus event handlers."""

    def __init__(self, process_function):
        self.process_function = process_function
        self._handlers = defaultdict(list)
        self.state = SimpleNamespace(epoch=0, iteration=0, output=None, metrics={})

    def add_event_handler(self, event, handler, *args, **kwargs):
        self._handlers[event].append((handler, args, kwargs))

    def on(self, event, *args, **kwargs):
        def decorator(handler):
            self.add_event_handler(event, handler, *args, **kwargs)
            return handler
        return decorator

    def fire(self, event):
        for handler, args, kwargs in self._handlers[event]:
            handler(self, *args, **kwargs)

    def run(self, data, max_epochs=1):
        self.fire(Events.STARTED)
        for _ in range(max_epochs):
            self.state.epoch += 1
            self.fire(Events.EPOCH_STARTED)
            for batch in data:
                self.state.iteration += 1
                self.state.output = self.process_function(self, batch)
                self.fire(Events.ITERATION_COMPLETED)
            self.fire(Events.EPOCH_COMPLETED)
        self.fire(Events.COMPLETED)
        return self.state
