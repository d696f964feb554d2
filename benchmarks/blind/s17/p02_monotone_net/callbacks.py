class KeepNonNegative:
    """Projects the monotone layers back onto the feasible set after each update."""

    def __init__(self, floor=0.0):
        self.floor = floor

    def on_step_end(self, engine):
        for weight in engine.model.constrained():
            weight.clamp_(min=self.floor)


class PrintEpoch:
    def on_epoch_end(self, engine):
        print(f"epoch {engine.epoch}: mse {engine.epoch_loss:.4f}")
