import torch

CALLBACKS = {}


def callback(name):
    def deco(cls):
        CALLBACKS[name] = cls
        return cls
    return deco


class Callback:
    def on_batch_start(self, trainer): ...
    def on_after_backward(self, trainer): ...
    def on_batch_end(self, trainer, outputs): ...
    def on_epoch_end(self, trainer, epoch): ...


@callback("zero_grad")
class ZeroGrad(Callback):
    def __init__(self, *, set_to_none: bool = True, **_):
        self.set_to_none = set_to_none

    def on_batch_start(self, trainer):
        trainer.optimizer.zero_grad(set_to_none=self.set_to_none)


@callback("grad_clip")
class GradClip(Callback):
    def __init__(self, *, clip_norm: float = 1.0, **_):
        self.clip_norm = clip_norm

    def on_after_backward(self, trainer):
        torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.clip_norm)


@callback("loss_meter")
class LossMeter(Callback):
    def __init__(self, **_):
        self.total, self.count, self.per_epoch = 0.0, 0, []

    def on_batch_end(self, trainer, outputs):
        self.total += float(outputs["loss"]) * outputs["n"]
        self.count += outputs["n"]

    def on_epoch_end(self, trainer, epoch):
        self.per_epoch.append(self.total / max(self.count, 1))
        self.total, self.count = 0.0, 0


def build_callbacks(names, **kwargs):
    return [CALLBACKS[n](**kwargs) for n in names]
