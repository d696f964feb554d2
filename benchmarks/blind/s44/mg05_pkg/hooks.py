import torch

from .ema import ema_update_, make_shadow
from .registry import HOOKS


class Hook:
    priority = 50

    def before_run(self, runner): pass
    def after_run(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    priority = 10

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()
        runner.scheduler.step()


@HOOKS.register("EMAHook")
class EMAHook(Hook):
    priority = 20

    def __init__(self, momentum=0.002, warmup_iters=100):
        self.momentum = momentum
        self.warmup_iters = warmup_iters

    def before_run(self, runner):
        runner.ema_model = make_shadow(runner.model)

    def after_train_iter(self, runner):
        # large momentum at the start so that the shadow does not lag behind the random init
        m = max(self.momentum, 1.0 / (1 + runner.iter)) if runner.iter < self.warmup_iters else self.momentum
        ema_update_(runner.ema_model, runner.model, m)


@HOOKS.register("EvalHook")
class EvalHook(Hook):
    priority = 80

    def __init__(self, interval=2):
        self.interval = interval
        self.best, self.best_state = float("inf"), None

    def after_train_epoch(self, runner):
        if (runner.epoch + 1) % self.interval:
            return
        with torch.inference_mode():
            raw = runner.evaluate(runner.model)
            ema = runner.evaluate(runner.ema_model)
        print(f"epoch {runner.epoch + 1:2d}: val MAE raw {raw:.3f} m  ema {ema:.3f} m")
        if ema < self.best:
            self.best = ema
            self.best_state = {k: v.clone() for k, v in runner.ema_model.state_dict().items()}

    def after_run(self, runner):
        runner.model.load_state_dict(self.best_state)
        print(f"loaded best EMA weights (val MAE {self.best:.3f} m) into the model")
