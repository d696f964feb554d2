import copy


class BestModel:
    """Keeps an in-memory copy of the best model seen so far."""

    def __init__(self, mode="min"):
        self.mode = mode
        self.score = None
        self.snapshot = None
        self.epoch = None

    def is_better(self, score):
        if self.score is None:
            return True
        return score < self.score if self.mode == "min" else score > self.score

    def update(self, model, score, epoch):
        if self.is_better(score):
            self.score, self.epoch = score, epoch
            self.snapshot = copy.deepcopy(model)
            return True
        return False

    def restore(self):
        return copy.deepcopy(self.snapshot)


class RollbackOnPlateau:
    """When the validation loss stops improving, go back to the best weights and cut the LR."""

    def __init__(self, patience=1, factor=0.3, max_rollbacks=2):
        self.patience = patience
        self.factor = factor
        self.max_rollbacks = max_rollbacks
        self.bad_epochs = 0
        self.rollbacks = 0

    def on_epoch_end(self, trainer, epoch, val_loss):
        improved = trainer.best.update(trainer.model, val_loss, epoch)
        self.bad_epochs = 0 if improved else self.bad_epochs + 1
        if self.bad_epochs > self.patience and self.rollbacks < self.max_rollbacks:
            trainer.model = trainer.best.restore()
            for group in trainer.optimizer.param_groups:
                group["lr"] *= self.factor
            self.bad_epochs = 0
            self.rollbacks += 1
            print(f"  rollback to epoch {trainer.best.epoch}, "
                  f"lr -> {trainer.optimizer.param_groups[0]['lr']:.4f}")


class PrintMetrics:
    def on_epoch_end(self, trainer, epoch, val_loss):
        print(f"epoch {epoch}: train {trainer.last_train_loss:.4f} val {val_loss:.4f} "
              f"val acc {trainer.last_val_acc:.3f}")
