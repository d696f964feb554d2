"""Home-made stand-in for an Accelerate-style training wrapper (CPU only)."""
import contextlib

import torch


class AcceleratedOptimizer:
    """Wraps an optimizer so that stepping follows the accumulation schedule.

    ``step()`` is a no-op on micro-batches that only accumulate; on a sync
    micro-batch it applies the update and clears the gradients it just used.
    """

    def __init__(self, optimizer, accelerator):
        self.optimizer = optimizer
        self.accelerator = accelerator

    @property
    def param_groups(self):
        return self.optimizer.param_groups

    def step(self):
        if not self.accelerator.sync_gradients:
            return
        if self.accelerator.max_grad_norm:
            params = [p for g in self.optimizer.param_groups for p in g["params"]]
            torch.nn.utils.clip_grad_norm_(params, self.accelerator.max_grad_norm)
        self.optimizer.step()
        self.optimizer.zero_grad(set_to_none=True)
        self.accelerator.optimizer_steps += 1


class AcceleratedScheduler:
    def __init__(self, scheduler, accelerator):
        self.scheduler, self.accelerator = scheduler, accelerator

    def step(self):
        if self.accelerator.sync_gradients:
            self.scheduler.step()

    def get_last_lr(self):
        return self.scheduler.get_last_lr()


class Accelerator:
    def __init__(self, gradient_accumulation_steps=1, max_grad_norm=None, device="cpu"):
        self.gradient_accumulation_steps = gradient_accumulation_steps
        self.max_grad_norm = max_grad_norm
        self.device = torch.device(device)
        self.sync_gradients = True
        self.optimizer_steps = 0
        self._micro = 0

    def prepare(self, model, optimizer, scheduler=None):
        model = model.to(self.device)
        optimizer = AcceleratedOptimizer(optimizer, self)
        if scheduler is not None:
            scheduler = AcceleratedScheduler(scheduler, self)
        return model, optimizer, scheduler

    @contextlib.contextmanager
    def accumulate(self, model):
        self._micro += 1
        self.sync_gradients = self._micro % self.gradient_accumulation_steps == 0
        yield

    def end_of_epoch(self):
        """Start the next epoch with a fresh accumulation window."""
        self.sync_gradients = True
        self._micro = 0

    def backward(self, loss):
        (loss / self.gradient_accumulation_steps).backward()

    @contextlib.contextmanager
    def evaluating(self, model):
        was_training = model.training
        model.eval()
        try:
            with torch.inference_mode():
                yield
        finally:
            model.train(was_training)
