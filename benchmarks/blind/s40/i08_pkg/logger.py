from __future__ import annotations

from collections import OrderedDict
from typing import Any, Dict, List


class LogBuffer:
    """Keeps the scalars of recent iterations and averages them at each log interval."""

    def __init__(self) -> None:
        self.val_history: Dict[str, List[Any]] = OrderedDict()
        self.output: Dict[str, float] = OrderedDict()

    def update(self, vars: Dict[str, Any]) -> None:
        for key, var in vars.items():
            self.val_history.setdefault(key, []).append(var)

    def average(self, n: int) -> None:
        for key, values in self.val_history.items():
            self.output[key] = float(sum(values[-n:]) / len(values[-n:]))

    def clear(self) -> None:
        self.val_history.clear()
        self.output.clear()


class TextLogger:
    def __init__(self, interval: int) -> None:
        self.interval = interval

    def log(self, epoch: int, it: int, buffer: LogBuffer, extra: str = "") -> None:
        buffer.average(self.interval)
        msg = ", ".join(f"{k}: {v:.4f}" for k, v in buffer.output.items())
        print(f"Epoch [{epoch}][{it}]  {msg}{extra}")
        buffer.clear()
