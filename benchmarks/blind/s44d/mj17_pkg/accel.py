import io
from contextlib import contextmanager

import torch
from torch import nn


class _Wrapped(nn.Module):
    """What a distributed wrapper would look like: same parameters, extra forward plumbing."""

    def __init__(self, module):
        super().__init__()
        self.module = module

    def forward(self, *args):
        return self.module(*args)


class Accelerator:
    def __init__(self, accumulation, amp):
        self.accumulation = accumulation
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self._n = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer):
        return _Wrapped(model), optimizer

    @staticmethod
    def unwrap_model(model):
        return model.module if isinstance(model, _Wrapped) else model

    @contextmanager
    def accumulate(self, model):
        self._n += 1
        self.sync_gradients = self._n % self.accumulation == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def save_state(self, model, optimizer, scheduler, epoch):
        buf = io.BytesIO()
        torch.save({"model": self.unwrap_model(model).state_dict(), "optimizer": optimizer.state_dict(),
                    "scheduler": scheduler.state_dict(), "scaler": self.scaler.state_dict(),
                    "epoch": epoch}, buf)
        return buf.getvalue()

    def load_state(self, blob, model, optimizer, scheduler):
        state = torch.load(io.BytesIO(blob), weights_only=False)
        self.unwrap_model(model).load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        self.scaler.load_state_dict(state["scaler"])
        return state["epoch"]
