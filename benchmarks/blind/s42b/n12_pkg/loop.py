"""Generic epoch loop: drains a trainer's step generators and aggregates what they yield."""
import time


class EpochLoop:
    def __init__(self, trainer, epochs, callbacks=()):
        self.trainer = trainer
        self.epochs = epochs
        self.callbacks = list(callbacks)

    def run_epoch(self, phase, *data):
        running, seen = {}, 0
        for out in getattr(self.trainer, f"{phase}_steps")(*data):
            n = out.pop("n")
            for key, value in out.items():
                running[key] = running.get(key, 0.0) + value * n
            seen += n
        return {key: float(total) / seen for key, total in running.items()}

    def fit(self, train, val):
        for epoch in range(self.epochs):
            t0 = time.perf_counter()
            logs = {"epoch": epoch, **self.run_epoch("train", *train)}
            logs.update({f"val_{k}": v for k, v in self.run_epoch("val", *val).items()})
            logs["seconds"] = time.perf_counter() - t0
            for cb in self.callbacks:
                cb(logs)
        return self
