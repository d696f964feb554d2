from abc import ABC, abstractmethod

import torch


class Trainer(ABC):
    """Template: subclasses supply the model-specific pieces."""

    def __init__(self, model):
        self.model = model
        self.optimizer, self.scheduler = self.configure_optimizers()

    @abstractmethod
    def configure_optimizers(self):
        ...

    @abstractmethod
    def training_step(self, batch):
        ...

    @abstractmethod
    def validation_metrics(self, data):
        ...

    def fit(self, batches, validation, epochs):
        for epoch in range(epochs):
            self.model.train()
            for batch in batches():
                self.optimizer.zero_grad()
                loss = self.training_step(batch)
                loss.backward()
                self.optimizer.step()
            if self.scheduler is not None:
                self.scheduler.step()
            self.model.eval()
            with torch.no_grad():
                metrics = self.validation_metrics(validation)
            print(f"epoch {epoch}: " + ", ".join(f"{k} {v:.3f}" for k, v in metrics.items()))
