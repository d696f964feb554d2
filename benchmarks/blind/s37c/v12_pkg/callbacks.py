class Callback:
    pass


class GradientAccumulation(Callback):
    """Step the optimizer every `every` micro-batches, then clear the gradients."""

    def __init__(self, every=4):
        self.every = every

    def on_fit_begin(self, trainer):
        trainer.loss_scale = 1.0 / self.every
        trainer.optimizer.zero_grad(set_to_none=True)

    def on_after_backward(self, trainer):
        if (trainer.state["micro_step"] + 1) % self.every == 0:
            trainer.optimizer.step()
            trainer.optimizer.zero_grad(set_to_none=True)


class RunningLoss(Callback):
    def __init__(self):
        self.total, self.count = 0.0, 0

    def on_batch_end(self, trainer):
        self.total += trainer.state["loss"].item()
        self.count += 1

    def on_epoch_end(self, trainer):
        print(f"epoch {trainer.state['epoch']}: loss {self.total / self.count:.4f}")
        self.total, self.count = 0.0, 0
