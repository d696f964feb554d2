import io
import math
from contextlib import contextmanager

import torch


class Harness:
    """Single-process stand-in for accelerate.Accelerator."""

    def __init__(self, grad_accum_steps=1, fp16=False):
        self.grad_accum_steps = grad_accum_steps
        self.device = torch.device("cuda" if fp16 and torch.cuda.is_available() else "cpu")
        self.scaler = torch.amp.GradScaler(self.device.type, enabled=fp16 and self.device.type == "cuda")
        self.micro_step = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer, loader):
        return model.to(self.device), optimizer, loader

    @contextmanager
    def accumulate(self, model):
        self.micro_step += 1
        self.sync_gradients = self.micro_step % self.grad_accum_steps == 0
        yield

    def backward(self, loss):
        self.scaler.scale(loss / self.grad_accum_steps).backward()

    def clip_grad_norm_(self, parameters, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return torch.nn.utils.clip_grad_norm_(parameters, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def warmup_linear(optimizer, warmup_steps, total_steps):
    def lr_lambda(step):
        if step < warmup_steps:
            return float(step + 1) / warmup_steps
        return max(0.0, (total_steps - step) / max(1, total_steps - warmup_steps))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)


def total_updates(loader, cfg):
    return cfg.epochs * math.ceil(len(loader) / cfg.grad_accum_steps)


def save_state(model, optimizer, scheduler, harness, epoch):
    buffer = io.BytesIO()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "scaler": harness.scaler.state_dict(),
                "micro_step": harness.micro_step, "epoch": epoch}, buffer)
    return buffer.getvalue()


def load_state(blob, model, optimizer, scheduler, harness):
    state = torch.load(io.BytesIO(blob), weights_only=False)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    scheduler.load_state_dict(state["scheduler"])
    harness.scaler.load_state_dict(state["scaler"])
    harness.micro_step = state["micro_step"]
    return state["epoch"] + 1
