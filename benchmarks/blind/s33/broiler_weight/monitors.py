import torch


class LossCurve:
    def __init__(self, bus):
        self.points = []
        self.epoch_marks = [0]
        self.per_epoch = []
        bus.subscribe("step_end", self.on_step)
        bus.subscribe("epoch_end", self.on_epoch)

    def on_step(self, loss, **_):
        self.points.append(loss)

    def on_epoch(self, epoch, **_):
        start = self.epoch_marks[-1]
        self.per_epoch.append(torch.stack(self.points[start:]).mean().item())
        self.epoch_marks.append(len(self.points))


class LearningRate:
    def __init__(self, bus, optimizer):
        self.optimizer = optimizer
        self.history = []
        bus.subscribe("epoch_end", self.on_epoch)

    def on_epoch(self, **_):
        self.history.append(self.optimizer.param_groups[0]["lr"])
