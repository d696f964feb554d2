import torch
from torch import nn

from .data import make_loader
from .optim import build_optimizer


class Trainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = build_optimizer(model, cfg.optim)
        self.criterion = nn.CrossEntropyLoss(label_smoothing=cfg.label_smoothing)
        self.history = []

    def train_epoch(self, spec, labels, generator):
        self.model.train()
        total, count = 0.0, 0
        for xb, yb in make_loader(spec, labels, self.cfg.batch_size, shuffle=True, generator=generator):
            logits = self.model(xb)
            loss = self.criterion(logits, yb)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            total += loss.item() * xb.shape[0]
            count += xb.shape[0]
        return total / count

    def fit(self, spec, labels, *, epochs, generator):
        for epoch in range(epochs):
            self.history.append(self.train_epoch(spec, labels, generator))
        return self.history[-1]

    @torch.no_grad()
    def eval_step(self, spec, labels):
        self.model.eval()
        hits = 0
        for xb, yb in make_loader(spec, labels, 256, shuffle=False):
            hits += (self.model(xb).argmax(dim=1) == yb).sum().item()
        return hits / spec.shape[0]
