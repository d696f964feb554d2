class Callback:
    def on_train_begin(self, trainer):
        pass

    def on_step_end(self, trainer):
        pass

    def on_epoch_end(self, trainer):
        pass


class ResetGradients(Callback):
    """Release gradient buffers once the optimizer has consumed them."""

    def on_train_begin(self, trainer):
        self._release(trainer)

    def on_step_end(self, trainer):
        self._release(trainer)

    @staticmethod
    def _release(trainer):
        for group in trainer.optimizer.param_groups:
            for p in group["params"]:
                p.grad = None


class WarmupLR(Callback):
    def __init__(self, warmup_steps, base_lr):
        self.warmup_steps = warmup_steps
        self.base_lr = base_lr

    def on_step_end(self, trainer):
        scale = min(1.0, (trainer.updates + 1) / self.warmup_steps)
        for group in trainer.optimizer.param_groups:
            group["lr"] = self.base_lr * scale


class PrintMetrics(Callback):
    def on_epoch_end(self, trainer):
        print(f"epoch {trainer.epoch}: loss {trainer.epoch_loss:.4f} updates {trainer.updates}")
