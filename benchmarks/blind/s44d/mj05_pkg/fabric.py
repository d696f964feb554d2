import io
from contextlib import contextmanager

import torch


class Fabric:
    def __init__(self, accumulate=1, amp=False, device="cpu"):
        self.device = torch.device(device)
        self.accumulate_steps = accumulate
        self.scaler = torch.amp.GradScaler(self.device.type, enabled=amp)
        self.sync_gradients = True
        self._micro = {}

    def prepare(self, model, optimizer, loader=None):
        return model.to(self.device), optimizer, loader

    @contextmanager
    def accumulate(self, model):
        k = id(model)
        self._micro[k] = self._micro.get(k, 0) + 1
        self.sync_gradients = self._micro[k] % self.accumulate_steps == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulate_steps).backward()

    def clip_grad_norm_(self, module, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(module.parameters(), max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def save(self, **objects):
        buf = io.BytesIO()
        torch.save({k: v.state_dict() for k, v in objects.items()}, buf)
        return buf.getvalue()

    def load(self, blob, **objects):
        state = torch.load(io.BytesIO(blob), weights_only=False)
        for k, v in objects.items():
            v.load_state_dict(state[k])


def warmup(optimizer, steps):
    return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: min(1.0, (s + 1) / steps))
