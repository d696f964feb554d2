import torch
import torch.nn.functional as F

from .grading import no_grad_methods
from .spectra import split_batches


@no_grad_methods("eval_step", "score_split")
class GradingRunner:
    def __init__(self, model, splits, *, optimizer, strength_weight=0.01, batch_size=64):
        self.model = model
        self.splits = splits
        self.optimizer = optimizer
        self.strength_weight = strength_weight
        self.batch_size = batch_size

    def train_step(self, batch):
        spectra, category, crocin = batch
        logits, strength = self.model(spectra)
        loss = (F.cross_entropy(logits, category)
                + self.strength_weight * F.smooth_l1_loss(strength, crocin, beta=5.0))
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def eval_step(self, batch):
        spectra, category, crocin = batch
        logits, strength = self.model(spectra)
        return (logits.argmax(1) == category).sum().item(), (strength - crocin).abs().sum().item()

    def score_split(self, split):
        self.model.eval()
        hits, abs_err = 0, 0.0
        for batch in split_batches(self.splits[split], 256, shuffle=False):
            h, e = self.eval_step(batch)
            hits += h
            abs_err += e
        n = len(self.splits[split][0])
        return hits / n, abs_err / n

    def train_epoch(self):
        self.model.train()
        losses = [self.train_step(b) for b in
                  split_batches(self.splits["train"], self.batch_size, shuffle=True)]
        return sum(losses) / len(losses)
