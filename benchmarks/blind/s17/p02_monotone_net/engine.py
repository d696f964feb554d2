import torch
import torch.nn.functional as F


class Engine:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.epoch = 0
        self.epoch_loss = float("nan")

    def emit(self, event):
        for cb in self.callbacks:
            handler = getattr(cb, event, None)
            if handler is not None:
                handler(self)

    def run(self, x, y, epochs, batch_size):
        for self.epoch in range(epochs):
            perm = torch.randperm(len(x))
            total, batches = 0.0, 0
            for i in range(0, len(x), batch_size):
                idx = perm[i:i + batch_size]
                self.optimizer.zero_grad()
                err = F.mse_loss(self.model(x[idx]), y[idx])
                err.backward()
                self.optimizer.step()
                self.emit("on_step_end")
                total += err.item()
                batches += 1
            self.epoch_loss = total / batches
            self.emit("on_epoch_end")
