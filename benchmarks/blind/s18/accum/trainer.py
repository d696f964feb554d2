import torch.nn.functional as F


class AccumulatingTrainer:
    def __init__(self, model, optimizer, accumulate=4, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.accumulate = accumulate
        self.callbacks = list(callbacks)
        self.micro_step = 0
        self.epoch = 0
        self.epoch_loss = 0.0

    def emit(self, event):
        for cb in self.callbacks:
            getattr(cb, event)(self)

    def is_accumulation_boundary(self):
        return (self.micro_step + 1) % self.accumulate == 0

    def train_epoch(self, micro_batches):
        self.model.train()
        running, count = 0.0, 0
        for x, y in micro_batches:
            loss = F.cross_entropy(self.model(x), y) / self.accumulate
            loss.backward()
            self.emit("on_after_backward")
            if self.is_accumulation_boundary():
                self.optimizer.step()
                self.emit("on_optimizer_step")
            self.micro_step += 1
            running += loss.item() * self.accumulate
            count += 1
        self.epoch_loss = running / count
        self.emit("on_epoch_end")

    def fit(self, make_batches, epochs):
        for self.epoch in range(epochs):
            self.train_epoch(make_batches())
