"""Monitoring callbacks."""
import torch

from .trainer import Callback


class TaskGradientMonitor(Callback):
    """Logs how strongly each task pulls on the shared encoder (a GradNorm-style probe)."""

    def __init__(self, every=10):
        self.every = every
        self.history = []

    def on_after_backward(self, trainer, module):
        if trainer.global_step % self.every:
            return
        shared = [p for p in module.shared.parameters() if p.requires_grad]
        norms = {}
        for name, task_loss in module.task_losses.items():
            grads = torch.autograd.grad(task_loss, shared, allow_unused=True)
            norms[name] = torch.sqrt(sum(g.pow(2).sum() for g in grads if g is not None)).item()
        self.history.append(norms)
        print(f"  step {trainer.global_step}: shared-grad norms " +
              " ".join(f"{k}={v:.3f}" for k, v in norms.items()))


class EpochPrinter(Callback):
    def on_train_epoch_end(self, trainer, module):
        m = trainer.metrics
        print(f"epoch {trainer.epoch}: val acc {m['acc']:.3f} ccc {m['ccc']:.3f}")
