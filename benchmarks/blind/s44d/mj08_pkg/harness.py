import io
from contextlib import contextmanager

import torch


class Accelerator:
    def __init__(self, accumulation, amp):
        self.accumulation = accumulation
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self._i = 0
        self.sync_gradients = True

    def prepare(self, *objects):
        return objects

    @contextmanager
    def accumulate(self, model):
        self._i += 1
        self.sync_gradients = self._i % self.accumulation == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulation).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def save_training_state(**stateful):
    buf = io.BytesIO()
    torch.save({name: obj.state_dict() for name, obj in stateful.items()}, buf)
    return buf.getvalue()


def load_training_state(blob, **stateful):
    state = torch.load(io.BytesIO(blob), weights_only=False)
    for name, obj in stateful.items():
        obj.load_state_dict(state[name])
