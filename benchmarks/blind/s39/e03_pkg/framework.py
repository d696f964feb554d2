"""A small Lightning-like framework with manual optimisation support."""
import torch
from torch import nn


class Accelerator:
    """Keeps device handling and the backward call in one place."""

    def __init__(self, device="cpu", grad_scale=1.0):
        self.device = torch.device(device)
        self.grad_scale = grad_scale

    def prepare(self, module, optimizers):
        module.to(self.device)
        return module, optimizers

    def backward(self, loss, **kwargs):
        (loss * self.grad_scale).backward(**kwargs)

    def to_device(self, batch):
        return batch.to(self.device)


class TaskModule(nn.Module):
    automatic_optimization = True

    def __init__(self):
        super().__init__()
        self._fitter = None

    def optimizers(self):
        return self._fitter.optimizers

    def manual_backward(self, loss, **kwargs):
        self._fitter.accelerator.backward(loss, **kwargs)

    def log_dict(self, values):
        self._fitter.record({k: float(v) for k, v in values.items()})

    def configure_optimizers(self):
        raise NotImplementedError

    def training_step(self, batch, batch_idx):
        raise NotImplementedError


class Fitter:
    def __init__(self, max_steps, accelerator=None, log_every=25):
        self.max_steps = max_steps
        self.accelerator = accelerator or Accelerator()
        self.log_every = log_every
        self.optimizers = []
        self.records = []

    def record(self, values):
        self.records.append(values)

    def fit(self, module, stream):
        module._fitter = self
        opts = module.configure_optimizers()
        module, self.optimizers = self.accelerator.prepare(module, list(opts))
        module.train()
        for step in range(self.max_steps):
            batch = self.accelerator.to_device(next(stream))
            out = module.training_step(batch, step)
            if module.automatic_optimization:
                opt = self.optimizers[0]
                opt.zero_grad()
                self.accelerator.backward(out)
                opt.step()
            if (step + 1) % self.log_every == 0:
                last = self.records[-1]
                print(f"step {step + 1}: " + " ".join(f"{k} {v:.3f}" for k, v in last.items()))
        return module
