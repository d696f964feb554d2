import io
from contextlib import contextmanager

import torch


class Accelerator:
    def __init__(self, micro_batches=1, amp=False):
        self.micro_batches = micro_batches
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self._k = 0
        self.sync_gradients = True

    def prepare(self, *objs):
        return objs

    @contextmanager
    def accumulate(self, *models):
        self._k += 1
        self.sync_gradients = self._k % self.micro_batches == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.micro_batches).backward()

    def clip_grad_norm_(self, module, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(module.parameters(), max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def save(self, **objs):
        buf = io.BytesIO()
        torch.save({k: v.state_dict() for k, v in objs.items()}, buf)
        return buf.getvalue()

    def load(self, blob, **objs):
        state = torch.load(io.BytesIO(blob), weights_only=False)
        for k, v in objs.items():
            v.load_state_dict(state[k])


@contextmanager
def frozen(module):
    """Stop parameter gradients for a module while building a loss for somebody else."""
    flags = [p.requires_grad for p in module.parameters()]
    module.requires_grad_(False)
    try:
        yield module
    finally:
        for p, f in zip(module.parameters(), flags):
            p.requires_grad_(f)
