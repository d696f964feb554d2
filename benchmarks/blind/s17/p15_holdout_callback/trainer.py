import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, modules, optimizer_factory, callbacks):
        self._modules = modules
        self.optimizer = optimizer_factory(self.network.parameters())
        self.callbacks = callbacks
        self.epoch = 0
        self.last_epoch_value = float("nan")

    @property
    def network(self):
        return self._modules["classifier"]

    def fire(self, event):
        for cb in self.callbacks:
            getattr(cb, event, lambda _t: None)(self)

    def fit(self, data, epochs, batch_size):
        for self.epoch in range(epochs):
            vals = []
            for xb, yb in data.batches(batch_size):
                self.optimizer.zero_grad(set_to_none=True)
                value = F.cross_entropy(self.network(xb), yb)
                value.backward()
                self.optimizer.step()
                vals.append(value.item())
            self.last_epoch_value = sum(vals) / len(vals)
            self.fire("on_epoch_end")
