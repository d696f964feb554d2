"""Trainer whose per-batch bookkeeping is delegated to callbacks."""
import torch


class Trainer:
    def __init__(self, optimizer, callbacks, epochs=4):
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.epochs = epochs

    def emit(self, hook, task):
        for cb in self.callbacks:
            getattr(cb, hook)(self, task)

    def fit(self, task, train_iter, evaluate):
        self.emit("on_fit_start", task)
        for epoch in range(self.epochs):
            task.train()
            for batch in train_iter():
                self.emit("on_train_batch_start", task)
                loss = task.training_step(batch)
                loss.backward()
                self.optimizer.step()
                self.emit("on_after_step", task)
            print(f"epoch {epoch}: {evaluate(task)}")


@torch.inference_mode()
def accuracy(model, split):
    model.eval()
    x, y = split
    return (model(x).argmax(1) == y).float().mean().item()
