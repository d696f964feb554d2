import torch
import torch.nn.functional as F

from .optim import build_optimizer


class BaseTrainer:
    def __init__(self, model, **optim_kwargs):
        self.model = model
        self.optimizer = build_optimizer(model, **optim_kwargs)
        self.history = []

    def loss(self, batch):
        raise NotImplementedError

    def step(self, batch):
        self.model.train()
        loss = self.loss(batch)
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.history.append(loss.item())


class ClassifierTrainer(BaseTrainer):
    def __init__(self, model, label_smoothing=0.0, **optim_kwargs):
        super().__init__(model, **optim_kwargs)
        self.label_smoothing = label_smoothing

    def loss(self, batch):
        x, y = batch
        return F.cross_entropy(self.model(x), y, label_smoothing=self.label_smoothing)

    @torch.no_grad()
    def accuracy(self, batches):
        self.model.eval()
        hits = total = 0
        for x, y in batches:
            hits += (self.model(x).argmax(1) == y).sum().item()
            total += y.numel()
        return hits / total
