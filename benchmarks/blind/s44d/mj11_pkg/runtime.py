import io
from contextlib import contextmanager

import torch


def host(t):
    """Graph-free copy of a scalar on the host, safe to keep in running totals."""
    return t.detach().float().cpu()


class Accelerator:
    def __init__(self, grad_accum=1, amp=False):
        self.grad_accum = grad_accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self.count = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer, data=None):
        return model, optimizer, data

    @contextmanager
    def accumulate(self, model):
        self.count += 1
        self.sync_gradients = self.count % self.grad_accum == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.grad_accum).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def state_blob(**objs):
    buf = io.BytesIO()
    torch.save({k: o.state_dict() for k, o in objs.items()}, buf)
    return buf.getvalue()


def load_blob(blob, **objs):
    state = torch.load(io.BytesIO(blob), weights_only=False)
    for k, o in objs.items():
        o.load_state_dict(state[k])
