import torch

from .registry import HOOKS


class Hook:
    def before_run(self, runner): pass
    def before_train_iter(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_episode(self, runner): pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def __init__(self, max_norm=10.0):
        self.max_norm = max_norm

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        torch.nn.utils.clip_grad_norm_(runner.model.parameters(), self.max_norm)
        runner.optimizer.step()


@HOOKS.register("TargetSyncHook")
class TargetSyncHook(Hook):
    def __init__(self, interval=100):
        self.interval = interval

    def before_run(self, runner):
        runner.target_model.load_state_dict(runner.model.state_dict())

    def after_train_iter(self, runner):
        if runner.iter % self.interval == 0:
            runner.target_model.load_state_dict(runner.model.state_dict())


@HOOKS.register("EpsilonHook")
class EpsilonHook(Hook):
    def __init__(self, start=1.0, end=0.05, decay_iters=1500):
        self.start, self.end, self.decay_iters = start, end, decay_iters

    def before_train_iter(self, runner):
        frac = min(1.0, runner.iter / self.decay_iters)
        runner.epsilon = self.start + frac * (self.end - self.start)


@HOOKS.register("EpisodeLogger")
class EpisodeLogger(Hook):
    def __init__(self, every=10):
        self.every = every
        self.q_means = []

    def after_train_iter(self, runner):
        self.q_means.append(runner.outputs["q_mean"])

    def after_episode(self, runner):
        if runner.episode % self.every == 0:
            q = sum(self.q_means) / max(len(self.q_means), 1)
            print(f"episode {runner.episode:3d}  eps {runner.epsilon:.2f}  mean reward/step "
                  f"{runner.last_return:6.3f}  mean Q {q:6.2f}")
            self.q_means.clear()
