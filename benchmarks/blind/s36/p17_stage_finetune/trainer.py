import torch


class Trainer:
    def __init__(self, epochs):
        self.epochs = epochs
        self.optimizer = None

    def fit(self, task, train_batches, val_data=None):
        self.optimizer = task.configure_optimizers()
        for epoch in range(self.epochs):
            task.train()
            for batch in train_batches:
                loss = task.training_step(batch)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
            if val_data is not None:
                print(f"  epoch {epoch}  loss {loss.item():.3f}  "
                      f"val acc {self.accuracy(task, *val_data):.3f}")

    @staticmethod
    @torch.no_grad()
    def accuracy(task, x, y):
        task.eval()
        return (task(x).argmax(1) == y).float().mean().item()
