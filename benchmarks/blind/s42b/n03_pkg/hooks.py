"""Hooks plugged into the engine; each exposes methods named after events."""


class GradHygiene:
    """Clears gradients at the start of every batch (set_to_none saves a memset)."""

    def before_batch(self, trainer, batch_idx):
        trainer.optimizer.zero_grad(set_to_none=True)


class LRWarmup:
    def __init__(self, warmup_steps, base_lr):
        self.warmup_steps = warmup_steps
        self.base_lr = base_lr

    def before_batch(self, trainer, batch_idx):
        step = trainer.state["step"]
        if step < self.warmup_steps:
            for group in trainer.optimizer.param_groups:
                group["lr"] = self.base_lr * (step + 1) / self.warmup_steps


class Printer:
    def after_epoch(self, trainer, epoch):
        m = trainer.state["metrics"]
        print(f"epoch {epoch}: loss {m['loss']:.4f}  val acc {m.get('val_acc', float('nan')):.3f}")
