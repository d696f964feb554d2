import torch

from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register()
class StrokeStatsHook(Hook):
    """Compares width statistics of generated and real strokes."""

    def __init__(self, interval=5):
        self.interval = interval

    def after_train_epoch(self, runner):
        if (runner.epoch + 1) % self.interval:
            return
        with torch.no_grad():
            fake = runner.sample(512)
        real = runner.real
        print(f"epoch {runner.epoch + 1:3d}  D {runner.outputs['loss_d']:.3f}  G {runner.outputs['loss_g']:.3f}  "
              f"max width fake {fake.amax(1).mean():.2f} / real {real.amax(1).mean():.2f}  "
              f"swell position fake {fake.argmax(1).float().mean():.1f} / real {real.argmax(1).float().mean():.1f}")
