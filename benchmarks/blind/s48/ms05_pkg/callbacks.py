CALLBACKS = {}


def callback(name):
    def wrap(cls):
        CALLBACKS[name] = cls
        return cls
    return wrap


class Callback:
    def on_epoch_begin(self, trainer):
        pass

    def on_batch_end(self, trainer, **logs):
        pass

    def on_epoch_end(self, trainer):
        pass


@callback("grad_reset")
class GradReset(Callback):
    def on_epoch_begin(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=True)


@callback("loss_log")
class LossLog(Callback):
    def __init__(self):
        self.epoch_losses = []
        self._buf = []

    def on_batch_end(self, trainer, **logs):
        self._buf.append(logs["loss"])

    def on_epoch_end(self, trainer):
        self.epoch_losses.append(sum(self._buf) / len(self._buf))
        self._buf = []
        print(f"epoch {len(self.epoch_losses)}  train loss {self.epoch_losses[-1]:.4f}")


class CallbackList:
    def __init__(self, names):
        self.items = [CALLBACKS[n]() for n in names]

    def fire(self, event, trainer, **logs):
        for cb in self.items:
            getattr(cb, event)(trainer, **logs)
