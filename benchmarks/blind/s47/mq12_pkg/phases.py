import torch
import torch.nn as nn
import torch.nn.functional as F

from .film import minibatches
from .optim import accumulate, build_optimizer, maybe_step


class Phase:
    def __init__(self, model, data, cfg, gen):
        self.model, self.data, self.cfg, self.gen = model, data, cfg, gen
        self.optimizer = None
        self.history = []

    def fit(self, epochs):
        for epoch in range(epochs):
            self.history.append(self._run_epoch())
        return self.history

    def _run_epoch(self):
        self.optimizer.zero_grad(set_to_none=True)
        total, steps = 0.0, 0
        for i, batch in enumerate(minibatches(self.data, self.cfg["micro_batch"], self.gen)):
            loss = self._loss(batch)
            accumulate(loss, self.cfg["accum"])
            steps += maybe_step(self.optimizer, i, self.cfg["accum"])
            total += loss.item()
        return total / (i + 1)


class FilmPretrainer(Phase):
    def __init__(self, model, data, cfg, gen):
        super().__init__(model, data, cfg, gen)
        self.optimizer = build_optimizer(model, cfg["lr"], frozen_prefixes=("cause_heads",))

    def _loss(self, b):
        return F.mse_loss(self.model(b["x"])["main"], b["thickness"])


class LifetimeFinetuner(Phase):
    def __init__(self, model, data, cfg, gen):
        super().__init__(model, data, cfg, gen)
        model.head = nn.Linear(model.widths[-1], 1)
        with torch.no_grad():
            model.head.bias.fill_(float(data["log_life"].mean()))
        for p in model.cause_heads.parameters():
            p.requires_grad_(True)
        self.optimizer = build_optimizer(model, cfg["lr"] * 0.5)

    def _loss(self, b):
        out = self.model(b["x"])
        life = F.mse_loss(out["main"], b["log_life"])
        cause = sum(F.cross_entropy(logits, b["cause"]) for logits in out["cause"]) / len(out["cause"])
        return life + cause

    @torch.no_grad()
    def evaluate(self, data):
        self.model.eval()
        out = self.model(data["x"])
        self.model.train()
        probs = torch.stack([l.softmax(-1) for l in out["cause"]]).mean(0)
        acc = (probs.argmax(-1) == data["cause"]).float().mean().item()
        return (out["main"] - data["log_life"]).abs().mean().item(), acc
