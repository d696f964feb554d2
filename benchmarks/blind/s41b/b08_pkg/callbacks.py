class ResetGradients:
    """Clears the gradients of every optimizer before each batch."""

    def on_batch_start(self, trainer):
        for opt in trainer.optims.values():
            opt.zero_grad(set_to_none=True)


class EpochPrinter:
    def __init__(self, every=5):
        self.every = every

    def on_epoch_end(self, trainer):
        if trainer.epoch % self.every == 0 or trainer.epoch == trainer.hp["epochs"] - 1:
            h = trainer.history[-1]
            print(f"epoch {trainer.epoch:3d}  mse {h['mse']:.4f}  penalty {h['pen']:.5f}  val mse {h['val']:.4f}")
