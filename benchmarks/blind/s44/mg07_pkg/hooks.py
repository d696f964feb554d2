from .registry import HOOKS


class Hook:
    def before_epoch(self, runner): pass
    def after_iter(self, runner): pass
    def after_epoch(self, runner): pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def after_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("SchedulerHook")
class SchedulerHook(Hook):
    def after_epoch(self, runner):
        runner.scheduler.step()


@HOOKS.register("LoggerHook")
class LoggerHook(Hook):
    def before_epoch(self, runner):
        self.sum, self.count = 0.0, 0

    def after_iter(self, runner):
        self.sum += runner.outputs["loss"].item() * runner.outputs["n"]
        self.count += runner.outputs["n"]

    def after_epoch(self, runner):
        val = runner.validate()
        print(f"epoch {runner.epoch + 1:2d}  train dE {self.sum / self.count:5.2f}  val dE {val:5.2f}")
