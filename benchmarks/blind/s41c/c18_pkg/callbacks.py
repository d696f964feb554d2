import copy

import torch.nn as nn


class Callback:
    def on_fit_start(self, trainer): pass
    def on_batch_begin(self, trainer): pass
    def on_after_backward(self, trainer): pass
    def on_batch_end(self, trainer, loss): pass
    def on_epoch_end(self, trainer, epoch, logs): pass


class OptimizerHygiene(Callback):
    """Clears gradients before every forward (set_to_none saves a memset)."""

    def on_batch_begin(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)


class GradClip(Callback):
    def __init__(self, max_norm):
        self.max_norm = max_norm

    def on_after_backward(self, trainer):
        nn.utils.clip_grad_norm_(trainer.model.parameters(), self.max_norm)


class EarlyStopping(Callback):
    def __init__(self, patience, monitor="dice"):
        self.patience, self.monitor = patience, monitor
        self.best, self.wait, self.best_state = -1.0, 0, None

    def on_epoch_end(self, trainer, epoch, logs):
        if logs[self.monitor] > self.best:
            self.best, self.wait = logs[self.monitor], 0
            self.best_state = copy.deepcopy(trainer.model.state_dict())
        else:
            self.wait += 1
            trainer.stop_training = self.wait >= self.patience


class History(Callback):
    def __init__(self):
        self.rows = []

    def on_epoch_end(self, trainer, epoch, logs):
        self.rows.append(dict(epoch=epoch, **logs))
        print("  ".join(f"{k} {v:.4f}" if isinstance(v, float) else f"{k} {v}" for k, v in self.rows[-1].items()))
