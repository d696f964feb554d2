import torch


class Callback:
    def on_fit_start(self, engine): ...
    def on_batch_start(self, engine): ...
    def on_after_backward(self, engine): ...
    def on_batch_end(self, engine, loss): ...
    def on_epoch_end(self, engine, metrics): ...


class ZeroGrad(Callback):
    def __init__(self, set_to_none=True):
        self.set_to_none = set_to_none

    def on_batch_start(self, engine):
        engine.optimizer.zero_grad(set_to_none=self.set_to_none)


class ClipGradNorm(Callback):
    def __init__(self, max_norm):
        self.max_norm = max_norm

    def on_after_backward(self, engine):
        torch.nn.utils.clip_grad_norm_(engine.model.parameters(), self.max_norm)


class StepLR(Callback):
    def __init__(self, step_size, gamma):
        self.step_size, self.gamma = step_size, gamma

    def on_fit_start(self, engine):
        self.scheduler = torch.optim.lr_scheduler.StepLR(engine.optimizer, self.step_size, self.gamma)

    def on_epoch_end(self, engine, metrics):
        self.scheduler.step()


class History(Callback):
    def on_fit_start(self, engine):
        self.batch_losses, self.epochs = [], []

    def on_batch_end(self, engine, loss):
        self.batch_losses.append(loss)

    def on_epoch_end(self, engine, metrics):
        self.epochs.append(metrics)
        print(f"epoch {len(self.epochs) - 1}: {metrics}")
