import torch


class Callback:
    def on_fit_start(self, trainer): ...
    def on_after_backward(self, trainer, step): ...
    def on_epoch_end(self, trainer, epoch): ...


class AccumulateAndStep(Callback):
    """Steps the optimizer every `every` micro-batches and clears the gradients afterwards."""

    def __init__(self, every=4, clip=5.0):
        self.every = every
        self.clip = clip

    def on_fit_start(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)

    def on_after_backward(self, trainer, step):
        if (step + 1) % self.every == 0:
            torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.clip)
            trainer.optimizer.step()
            trainer.optimizer.zero_grad(set_to_none=True)


class LossHistory(Callback):
    def __init__(self):
        self.epochs = []
        self._acc = []

    def on_after_backward(self, trainer, step):
        self._acc.append(trainer.last_loss)

    def on_epoch_end(self, trainer, epoch):
        self.epochs.append(sum(self._acc) / max(len(self._acc), 1))
        self._acc = []
