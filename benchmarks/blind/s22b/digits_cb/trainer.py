import torch.nn.functional as F

from data import loader


class Trainer:
    def __init__(self, model, optimizer, callbacks, batch_size=64):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.batch_size = batch_size
        self.log = {}

    def _emit(self, name, *args):
        for cb in self.callbacks:
            getattr(cb, name)(self, *args)

    def fit(self, x, y, epochs):
        for epoch in range(epochs):
            self._emit("on_epoch_start")
            for batch in loader(x, y, self.batch_size):
                xb, yb = batch
                logits = self.model(xb)
                loss = F.cross_entropy(logits, yb)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                self._emit("on_batch_end", batch, {"loss": loss, "logits": logits})
            self._emit("on_epoch_end")
            print(f"epoch {epoch} " + " ".join(f"{k} {v:.4f}" for k, v in self.log.items()))
