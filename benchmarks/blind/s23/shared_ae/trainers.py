from collections import defaultdict

import torch
import torch.nn.functional as F


class Trainer:
    """Generic loop: one shared forward, then every configured objective in turn."""

    def __init__(self, model, optimizer, objectives):
        self.model = model
        self.optimizer = optimizer
        self.objectives = dict(objectives)
        self.totals = defaultdict(float)

    def shared_forward(self, batch):
        raise NotImplementedError

    def step(self, batch):
        self.optimizer.zero_grad()
        state = self.shared_forward(batch)
        for name, weight in self.objectives.items():
            loss = getattr(self, "objective_" + name)(state, batch)
            (weight * loss).backward()
            self.totals[name] += loss.item()
        self.optimizer.step()

    def epoch(self, batches):
        self.totals.clear()
        n = 0
        for batch in batches:
            self.step(batch)
            n += 1
        return {k: v / n for k, v in self.totals.items()}


class SemiSupervisedTrainer(Trainer):
    def __init__(self, model, optimizer, objectives, **kwargs):
        super().__init__(model, optimizer, objectives)
        self.ignore_index = kwargs.get("ignore_index", -1)

    def shared_forward(self, batch):
        x, _ = batch
        return {"z": self.model.encoder(x)}

    def objective_reconstruction(self, state, batch):
        x, _ = batch
        return F.mse_loss(self.model.decoder(state["z"]), x)

    def objective_classification(self, state, batch):
        _, y = batch
        logits = self.model.classifier(state["z"])
        return F.cross_entropy(logits, y, ignore_index=self.ignore_index)

    @torch.no_grad()
    def accuracy(self, x, y):
        return (self.model.classifier(self.model.encoder(x)).argmax(1) == y).float().mean().item()
