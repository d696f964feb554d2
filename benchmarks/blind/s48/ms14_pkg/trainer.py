import torch.nn.functional as F

from .data import batch_iter
from .registry import OPTIMS


class Trainer:
    def __init__(self, model, optim_cfg, *, epochs, steps_per_epoch, label_smoothing=0.0):
        self.model = model
        self.epochs = epochs
        self.optimizer, self.scheduler = OPTIMS[optim_cfg["type"]](
            model.parameters(), total_steps=epochs * steps_per_epoch, **optim_cfg["kwargs"])
        self.label_smoothing = label_smoothing

    def train_epoch(self, x, y, batch, rng):
        self.model.train()
        running = 0.0
        for xb, yb in batch_iter(x, y, batch, rng=rng):
            loss = F.cross_entropy(self.model(xb), yb, label_smoothing=self.label_smoothing)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            running += loss.item()
        return running

    def fit(self, x, y, batch, rng, scorer=None):
        for epoch in range(self.epochs):
            total = self.train_epoch(x, y, batch, rng)
            if scorer is not None:
                val = scorer.score_split("val")
                print(f"epoch {epoch}  train loss sum {total:.2f}  val nll {val['nll']:.4f}  val acc {val['acc']:.3f}")
