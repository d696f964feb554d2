import io
from contextlib import contextmanager

import torch


class Booster:
    """accelerate-like helper: accumulation, (disabled on CPU) grad scaling, clipping, checkpoints."""

    def __init__(self, accumulation_steps, mixed_precision):
        self.device = torch.device("cpu")
        self.accumulation_steps = accumulation_steps
        self.scaler = torch.amp.GradScaler("cpu", enabled=mixed_precision)
        self.amp = mixed_precision
        self._n = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer, scheduler):
        return model.to(self.device), optimizer, scheduler

    @contextmanager
    def accumulate(self, model):
        self._n += 1
        self.sync_gradients = self._n % self.accumulation_steps == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation_steps).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def save(self, model, optimizer, scheduler, epoch):
        buf = io.BytesIO()
        torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                    "scheduler": scheduler.state_dict(), "scaler": self.scaler.state_dict(),
                    "epoch": epoch}, buf)
        return buf.getvalue()

    def load(self, blob, model, optimizer, scheduler):
        state = torch.load(io.BytesIO(blob), weights_only=False)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        self.scaler.load_state_dict(state["scaler"])
        return state["epoch"] + 1
