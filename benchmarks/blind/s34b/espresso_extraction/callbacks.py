class Callback:
    def on_fit_start(self, trainer):
        pass

    def on_epoch_start(self, trainer, epoch):
        pass

    def on_epoch_end(self, trainer, epoch, logs):
        pass


class GradualUnfreeze(Callback):
    """ULMFiT-style: train the head first, then let the grind encoder move slowly."""

    def __init__(self, at_epoch, lr_scale):
        self.at_epoch = at_epoch
        self.lr_scale = lr_scale

    def on_epoch_start(self, trainer, epoch):
        if epoch != self.at_epoch:
            return
        encoder = trainer.model.encoder
        encoder.requires_grad_(True)
        base_lr = trainer.optimizer.param_groups[0]["lr"]
        trainer.optimizer.add_param_group(
            {"params": list(encoder.parameters()), "lr": base_lr * self.lr_scale}
        )
        print(f"  unfroze encoder at epoch {epoch + 1}")


class History(Callback):
    def __init__(self):
        self.rows = []

    def on_epoch_end(self, trainer, epoch, logs):
        self.rows.append(dict(logs, epoch=epoch + 1))
        print(f"epoch {epoch + 1:2d}  train {logs['train_loss']:.4f}  "
              f"val EY mae {logs['ey_mae']:.3f} %  TDS mae {logs['tds_mae']:.3f} %")
