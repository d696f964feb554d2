import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, callbacks=(), accumulate=2):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.accumulate = accumulate
        self.updates = 0
        self.epoch = 0
        self.epoch_loss = 0.0

    def dispatch(self, event):
        for cb in self.callbacks:
            getattr(cb, event)(self)

    def fit(self, loader_fn, epochs):
        self.dispatch("on_train_begin")
        for self.epoch in range(epochs):
            self.model.train()
            total, batches = 0.0, 0
            for i, (x, y) in enumerate(loader_fn()):
                loss = F.cross_entropy(self.model(x), y) / self.accumulate
                loss.backward()
                total += loss.item() * self.accumulate
                batches += 1
                if (i + 1) % self.accumulate == 0:
                    self.optimizer.step()
                    self.updates += 1
                    self.dispatch("on_step_end")
            self.epoch_loss = total / batches
            self.dispatch("on_epoch_end")
