import torch


class Callback:
    def batch_start(self, state):
        pass

    def loss_ready(self, state):
        pass

    def batch_end(self, state):
        pass

    def epoch_end(self, state):
        pass


class ZeroGrad(Callback):
    def __init__(self, optimizer):
        self.optimizer = optimizer

    def batch_start(self, state):
        self.optimizer.zero_grad()


class SmoothnessPenalty(Callback):
    """Penalise jagged forecasts: adds the squared second difference to the loss."""

    def __init__(self, weight):
        self.weight = weight

    def loss_ready(self, state):
        second_diff = state.pred[:, 2:] - 2 * state.pred[:, 1:-1] + state.pred[:, :-2]
        state.loss = state.loss + self.weight * second_diff.pow(2).mean()


class OptimizerStep(Callback):
    def __init__(self, optimizer, scheduler, params, max_norm):
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.params = list(params)
        self.max_norm = max_norm

    def loss_ready(self, state):
        torch.nn.utils.clip_grad_norm_(self.params, self.max_norm)
        self.optimizer.step()
        self.scheduler.step()


class History(Callback):
    def __init__(self):
        self.losses = []

    def batch_end(self, state):
        self.losses.append(state.loss.item())

    def epoch_end(self, state):
        recent = self.losses[-50:]
        print(f"epoch {state.epoch}  train loss {sum(recent) / len(recent):.4f}  "
              f"val rmse {state.val_rmse:.3f} mmol/L")
