import io
import math
from contextlib import contextmanager

import torch


class Accelerator:
    def __init__(self, grad_accum=1, mixed_precision=False):
        self.grad_accum = grad_accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=mixed_precision)
        self.amp = mixed_precision
        self.sync_gradients = True
        self._micro = 0

    def prepare(self, model, optimizer, loader):
        return model, optimizer, loader

    @contextmanager
    def accumulate(self, model):
        self._micro += 1
        self.sync_gradients = self._micro % self.grad_accum == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.grad_accum).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def save_state(self, **stateful):
        buf = io.BytesIO()
        torch.save({k: v.state_dict() for k, v in stateful.items()}, buf)
        return buf.getvalue()


def warmup_cosine(optimizer, warmup, total):
    def f(step):
        if step < warmup:
            return (step + 1) / warmup
        return 0.5 * (1 + math.cos(math.pi * min(1.0, (step - warmup) / max(1, total - warmup))))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, f)
