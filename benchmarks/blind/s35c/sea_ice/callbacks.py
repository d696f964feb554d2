from torch.nn.utils import parametrizations


class WeightNormAfterWarmup:
    """After the warm-up epochs, reparametrise the listed layers with weight normalisation."""

    def __init__(self, layers, warmup_epochs):
        self.layers = layers
        self.warmup_epochs = warmup_epochs

    def on_epoch_end(self, trainer, epoch, metrics):
        if epoch + 1 == self.warmup_epochs:
            for name in self.layers:
                parametrizations.weight_norm(trainer.model.get_submodule(name))


class Printer:
    def on_epoch_end(self, trainer, epoch, metrics):
        print(f"epoch {epoch}: train mse {metrics['train_mse']:.5f}, "
              f"valid mae {metrics['valid_mae']:.4f}")
