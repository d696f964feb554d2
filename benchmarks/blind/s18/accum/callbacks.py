import torch


class Callback:
    def on_after_backward(self, trainer):
        pass

    def on_optimizer_step(self, trainer):
        pass

    def on_epoch_end(self, trainer):
        pass


class GradClip(Callback):
    def __init__(self, max_norm):
        self.max_norm = max_norm
        self.last_norm = None

    def on_after_backward(self, trainer):
        if trainer.is_accumulation_boundary():
            self.last_norm = torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.max_norm).item()


class ReleaseGrads(Callback):
    """Frees gradient memory right after each optimizer step."""

    def on_optimizer_step(self, trainer):
        for p in trainer.model.parameters():
            p.grad = None


class StepLR(Callback):
    def __init__(self, gamma):
        self.gamma = gamma

    def on_epoch_end(self, trainer):
        for group in trainer.optimizer.param_groups:
            group["lr"] *= self.gamma


class PrintMetrics(Callback):
    def on_epoch_end(self, trainer):
        print(f"epoch {trainer.epoch}: loss={trainer.epoch_loss:.4f} lr={trainer.optimizer.param_groups[0]['lr']:.4f}")
