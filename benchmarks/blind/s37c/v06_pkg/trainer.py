import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, loader, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.loader = loader
        self.callbacks = list(callbacks)
        self.state = {"epoch": 0, "loss": None}

    def fire(self, event):
        for cb in self.callbacks:
            handler = getattr(cb, event, None)
            if handler is not None:
                handler(self)

    def fit(self, epochs):
        self.model.train()
        for epoch in range(epochs):
            self.state["epoch"] = epoch
            self.fire("on_epoch_begin")
            for tokens, lengths, labels in self.loader:
                self.fire("on_batch_begin")
                logits = self.model(tokens, lengths)
                loss = F.binary_cross_entropy_with_logits(logits, labels)
                loss.backward()
                self.fire("on_after_backward")
                self.state["loss"] = loss.item()
                self.fire("on_batch_end")
            self.fire("on_epoch_end")
