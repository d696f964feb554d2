import time

import torch


class LoggingMixin:
    log_every = 10

    def log(self, step, **values):
        if step % self.log_every == 0:
            body = " ".join(f"{k} {v:.4f}" for k, v in values.items())
            print(f"[{self.name}] step {step:3d} {body}")


class FreezeMixin:
    def freeze(self, module):
        for p in module.parameters():
            p.require_grad = False
        module.eval()

    def trainable(self, module):
        return [p for p in module.parameters() if p.requires_grad]


class TimerMixin:
    def tic(self):
        self._t0 = time.perf_counter()

    def toc(self):
        return time.perf_counter() - self._t0
