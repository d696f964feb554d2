import torch

from .lit import Callback


class ZeroGradBeforeBatch(Callback):
    def on_train_batch_start(self, runner, module, optimizer, batch_idx):
        optimizer.zero_grad(set_to_none=True)


class GradNormMonitor(Callback):
    def __init__(self, every=10):
        self.every = every
        self.norms = []

    def on_before_optimizer_step(self, runner, module, optimizer):
        if runner.global_step % self.every:
            return
        grads = [p.grad for group in optimizer.param_groups for p in group["params"] if p.grad is not None]
        self.norms.append(torch.linalg.vector_norm(torch.stack([g.norm() for g in grads])).item())


class EpochPrinter(Callback):
    def on_epoch_end(self, runner, module):
        logged = getattr(module, "_logged", {})
        loss = sum(logged.get("loss", [0.0])[-8:]) / 8
        acc = sum(logged.get("acc", [0.0])[-8:]) / 8
        print(f"step {runner.global_step:3d} loss {loss:.4f} acc {acc:.3f}")
