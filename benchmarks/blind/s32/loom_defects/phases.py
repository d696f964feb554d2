"""Phases of a run as context managers: each sets the modules' mode and restores it."""
import time

_MODES = {"train": True, "validate": False, "test": False}


class Phase:
    def __init__(self, name, *modules):
        if name not in _MODES:
            raise ValueError(f"unknown phase {name!r}")
        self.name = name
        self.modules = modules
        self.seconds = 0.0

    def __enter__(self):
        self._previous = [m.training for m in self.modules]
        for m in self.modules:
            m.train(_MODES[self.name])
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc):
        self.seconds = time.perf_counter() - self._start
        for m, mode in zip(self.modules, self._previous):
            m.train(mode)
        return False
