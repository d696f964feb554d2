class LossEMAHook:
    """Smoothed training loss for the progress line."""

    def __init__(self, momentum=0.95):
        self.momentum = momentum
        self.value = None

    def after_step(self, trainer, outputs):
        loss = outputs["loss"].detach()
        self.value = loss if self.value is None else self.momentum * self.value + (1 - self.momentum) * loss
        trainer.state["loss_ema"] = self.value
