"""Trainer callbacks: gradient reset, early stopping, pruning, LR trace."""


class Callback:
    def on_epoch_start(self, trainer):
        pass

    def on_batch_end(self, trainer, batch_loss):
        pass

    def on_epoch_end(self, trainer, metrics):
        pass


class FreshGradients(Callback):
    """Clear stale gradients (e.g. left over from the previous epoch's last batch)."""

    def on_epoch_start(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)


class EarlyStopping(Callback):
    def __init__(self, patience, min_delta):
        self.patience, self.min_delta, self.best, self.wait = patience, min_delta, float("inf"), 0

    def on_epoch_end(self, trainer, metrics):
        if metrics["val_mae"] < self.best - self.min_delta:
            self.best, self.wait = metrics["val_mae"], 0
        else:
            self.wait += 1
            trainer.should_stop = self.wait >= self.patience


class PruneOnMedian(Callback):
    def __init__(self, trial, study):
        self.trial, self.study = trial, study

    def on_epoch_end(self, trainer, metrics):
        self.trial.report(metrics["val_mae"], trainer.epoch)
        if self.study.should_prune(self.trial):
            trainer.pruned = trainer.should_stop = True


class LRTrace(Callback):
    def __init__(self):
        self.lrs = []

    def on_batch_end(self, trainer, batch_loss):
        self.lrs.append(trainer.optimizer.param_groups[0]["lr"])
