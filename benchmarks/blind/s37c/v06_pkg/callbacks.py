import torch


class Callback:
    """Base class; the trainer calls any method whose name matches the event."""


class ZeroGradCallback(Callback):
    def on_train_batch_begin(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)


class ClipAndStepCallback(Callback):
    def __init__(self, max_norm=1.0):
        self.max_norm = max_norm

    def on_after_backward(self, trainer):
        torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.max_norm)
        trainer.optimizer.step()


class LossPrinter(Callback):
    def __init__(self):
        self.epoch_losses = []

    def on_batch_end(self, trainer):
        self.epoch_losses.append(trainer.state["loss"])

    def on_epoch_end(self, trainer):
        mean = sum(self.epoch_losses) / max(len(self.epoch_losses), 1)
        print(f"epoch {trainer.state['epoch']}: loss {mean:.4f}")
        self.epoch_losses.clear()
