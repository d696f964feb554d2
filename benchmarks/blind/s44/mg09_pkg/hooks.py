import torch

from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register("GanLogger")
class GanLogger(Hook):
    def __init__(self, interval=5):
        self.interval = interval
        self.rows = []

    def after_train_iter(self, runner):
        self.rows.append((runner.outputs["loss_d"], runner.outputs["loss_g"]))

    def after_train_epoch(self, runner):
        if (runner.epoch + 1) % self.interval == 0:
            d, g = (sum(c) / len(c) for c in zip(*self.rows))
            print(f"epoch {runner.epoch + 1:3d}  loss_D {d:.3f}  loss_G {g:.3f}  "
                  f"spectral gap {runner.spectral_gap():.3f}")
        self.rows = []


def harmonic_profile(x, n_harm=8):
    spec = torch.fft.rfft(x, dim=-1).abs()[..., 1:n_harm + 1]
    return spec / spec.sum(-1, keepdim=True)
