import torch
import torch.nn.functional as F


class Engine:
    def __init__(self, model, optimizer, callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)

    def fire(self, event, **kwargs):
        for cb in self.callbacks:
            getattr(cb, event)(self, **kwargs)

    def fit(self, train_batches, val_batches, epochs):
        self.fire("on_fit_start")
        for _ in range(epochs):
            self.model.train()
            seen, loss_sum = 0, 0.0
            for images, labels in train_batches:
                self.fire("on_batch_start")
                loss = F.cross_entropy(self.model(images), labels)
                loss.backward()
                self.fire("on_after_backward")
                self.optimizer.step()
                loss_sum += loss.item() * len(labels)
                seen += len(labels)
                self.fire("on_batch_end", loss=loss.item())
            metrics = {"train_loss": round(loss_sum / seen, 4), **self.run_validation(val_batches)}
            self.fire("on_epoch_end", metrics=metrics)

    def run_validation(self, batches):
        self.model.eval()
        correct, total = 0, 0
        with torch.no_grad():
            for images, labels in batches:
                correct += (self.model(images).argmax(1) == labels).sum().item()
                total += len(labels)
        return {"val_acc": round(correct / total, 4)}
