class HookBase:
    def before_train(self, trainer):
        pass

    def after_backward(self, trainer, outputs):
        pass

    def after_step(self, trainer, outputs):
        pass


class TemporalSmoothnessHook(HookBase):
    """Adds the gradient of a frame-to-frame smoothness penalty on the sequence features."""

    def __init__(self, weight=0.05):
        self.weight = weight

    def after_backward(self, trainer, outputs):
        feats = outputs["features"]
        penalty = (feats[:, 1:] - feats[:, :-1]).pow(2).mean()
        (self.weight * penalty).backward()
        trainer.state["smooth"] = float(penalty)


class LRLogHook(HookBase):
    def after_step(self, trainer, outputs):
        trainer.state["lr"] = trainer.optimizer.param_groups[0]["lr"]
