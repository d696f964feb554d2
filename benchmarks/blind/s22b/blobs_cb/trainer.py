import torch.nn.functional as F

from data import batches


class Trainer:
    def __init__(self, model, optimizer, callbacks):
        self.model, self.optimizer = model, optimizer
        self.callbacks = callbacks
        self.log = {}

    def fire(self, event, *args):
        for cb in self.callbacks:
            getattr(cb, event)(self, *args)

    def train(self, x, y, epochs, batch_size=50):
        for epoch in range(epochs):
            self.fire("on_epoch_start")
            for xb, yb in batches(x, y, batch_size):
                logits = self.model(xb)
                loss = F.cross_entropy(logits, yb)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                self.fire("on_batch_end", (xb, yb), {"logits": logits, "loss": loss})
            self.fire("on_epoch_end")
            print(f"epoch {epoch} " + " ".join(f"{k} {v:.3f}" for k, v in self.log.items()))
