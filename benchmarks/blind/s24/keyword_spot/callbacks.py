class Callback:
    def on_epoch_start(self, state):
        pass

    def on_batch_end(self, state):
        pass

    def on_epoch_end(self, state):
        pass


class RunningLoss(Callback):
    def on_epoch_start(self, state):
        state.metrics["loss_sum"] = 0.0
        state.metrics["seen"] = 0

    def on_batch_end(self, state):
        state.metrics["loss_sum"] += state.batch_loss * state.batch_size
        state.metrics["seen"] += state.batch_size


class SchedulerStep(Callback):
    def __init__(self, scheduler):
        self.scheduler = scheduler

    def on_epoch_end(self, state):
        self.scheduler.step()


class Validate(Callback):
    def __init__(self, evaluate, loader):
        self.evaluate = evaluate
        self.loader = loader

    def on_epoch_end(self, state):
        state.metrics["val_acc"] = self.evaluate(self.loader)


class PrintProgress(Callback):
    def on_epoch_end(self, state):
        m = state.metrics
        print(f"epoch {state.epoch:2d}  train ce {m['loss_sum'] / m['seen']:.4f}  "
              f"val acc {m['val_acc']:.3f}")
