from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def after_critic_iter(self, runner): pass
    def after_gen_iter(self, runner): pass
    def after_epoch(self, runner): pass


@HOOKS.register("WeightClipHook")
class WeightClipHook(Hook):
    """Keeps the critic K-Lipschitz (WGAN, Arjovsky et al. 2017)."""

    def __init__(self, clip_value=0.01):
        self.clip_value = clip_value

    def after_critic_iter(self, runner):
        for p in runner.critic.parameters():
            p.clamp_(-self.clip_value, self.clip_value)


@HOOKS.register("WassersteinLogger")
class WassersteinLogger(Hook):
    def __init__(self, interval=4):
        self.interval = interval
        self.estimates = []

    def after_critic_iter(self, runner):
        self.estimates.append(runner.outputs["w_estimate"])

    def after_epoch(self, runner):
        if (runner.epoch + 1) % self.interval == 0:
            w = sum(self.estimates) / len(self.estimates)
            print(f"epoch {runner.epoch + 1:3d}  W-estimate {w:.4f}  peak-pressure gap {runner.peak_gap():.3f}")
        self.estimates = []
