import torch


class Trainer:
    """Everything it uses is handed in; it builds nothing itself."""

    def __init__(self, model, optimizer, objective, *, scheduler=None, metrics=(), log=print):
        self.model = model
        self.optimizer = optimizer
        self.objective = objective
        self.scheduler = scheduler
        self.metrics = list(metrics)
        self.log = log

    def train_epoch(self, batches):
        self.model.train()
        total, count = 0.0, 0
        for x, y in batches:
            loss = self.objective(self.model(x), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            count += len(y)
        if self.scheduler is not None:
            self.scheduler.step()
        return total / count

    @torch.no_grad()
    def evaluate(self, x, y):
        self.model.eval()
        pred = self.model(x)
        scores = {m.name: round(m(pred, y), 4) for m in self.metrics}
        scores["pinball"] = round(self.objective(pred, y).item(), 4)
        return scores

    def fit(self, batches_fn, epochs, val):
        self.log(f"before: {self.evaluate(*val)}")
        for epoch in range(epochs):
            loss = self.train_epoch(batches_fn())
            self.log(f"epoch {epoch}: train pinball {loss:.4f}  val {self.evaluate(*val)}")
