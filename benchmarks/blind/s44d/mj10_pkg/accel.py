import io
import math
from contextlib import contextmanager

import torch


class Accelerator:
    def __init__(self, accumulate_grad_batches=1, precision="32"):
        self.accumulate_grad_batches = accumulate_grad_batches
        self.amp = precision in ("16-mixed", "bf16-mixed")
        self.scaler = torch.amp.GradScaler("cpu", enabled=precision == "16-mixed")
        self._batch_idx = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer, loader):
        self._batch_idx = 0
        return model, optimizer, loader

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    @contextmanager
    def accumulate(self, model):
        self._batch_idx += 1
        self.sync_gradients = self._batch_idx % self.accumulate_grad_batches == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.accumulate_grad_batches).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def warmup_cosine(optimizer, warmup_steps, total_steps, min_factor):
    def f(step):
        if step < warmup_steps:
            return (step + 1) / warmup_steps
        t = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        return min_factor + (1 - min_factor) * 0.5 * (1 + math.cos(math.pi * min(1.0, t)))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, f)


def dump_state(model, optimizer, scheduler, epoch):
    buf = io.BytesIO()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "epoch": epoch}, buf)
    return buf.getvalue()


def restore_state(blob, model, optimizer, scheduler):
    ckpt = torch.load(io.BytesIO(blob), weights_only=False)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    return ckpt["epoch"]
