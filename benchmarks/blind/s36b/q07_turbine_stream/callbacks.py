class Callback:
    def on_epoch_start(self, trainer):
        pass

    def on_batch_end(self, trainer):
        pass

    def on_epoch_end(self, trainer):
        pass


class StatefulRNNCallback(Callback):
    """Fresh state at every epoch; truncate backprop after every window."""

    def on_epoch_start(self, trainer):
        trainer.model.reset_state()

    def on_batch_end(self, trainer):
        trainer.model.detach_state()


class LossPrinter(Callback):
    def __init__(self, every=1):
        self.every = every

    def on_epoch_end(self, trainer):
        if trainer.epoch % self.every == 0:
            print(f"epoch {trainer.epoch:2d} train mse {trainer.epoch_loss:.4f} "
                  f"valid mse {trainer.valid_loss:.4f}")
