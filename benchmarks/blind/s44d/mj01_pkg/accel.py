from contextlib import contextmanager

import torch


class Accelerator:
    """Just enough of an accelerate-style wrapper for single-device runs."""

    def __init__(self, gradient_accumulation_steps=1, mixed_precision=False, device="cpu"):
        self.device = torch.device(device)
        self.gradient_accumulation_steps = gradient_accumulation_steps
        use_amp = mixed_precision and self.device.type == "cuda"
        self.scaler = torch.amp.GradScaler(self.device.type, enabled=use_amp)
        self._micro_step = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer, loader):
        model.to(self.device)
        self._micro_step = 0
        return model, optimizer, loader

    def autocast(self):
        return torch.autocast(self.device.type, dtype=torch.bfloat16, enabled=self.scaler.is_enabled())

    @contextmanager
    def accumulate(self, model):
        self._micro_step += 1
        self.sync_gradients = self._micro_step % self.gradient_accumulation_steps == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.gradient_accumulation_steps).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def optimizer_step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()

    def to_device(self, *tensors):
        return [t.to(self.device, non_blocking=True) for t in tensors]
