import torch
import torch.nn.functional as F

from .data import batches
from .model import LogitTemperature, StarterNet
from .objectives import make_optimizer, multitask_loss, optimizer_step


class StarterLearner:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = StarterNet(hidden=cfg["hidden"])
        self.optimizer = make_optimizer(self.net.parameters(), cfg)

    def update(self, xb, yb):
        return self._supervised_update(xb, yb)

    def _supervised_update(self, xb, yb):
        total, parts = multitask_loss(self.net(xb), yb, self.cfg["weights"])
        optimizer_step(self.optimizer, total, clip=self.cfg["clip"])
        return {k: v.item() for k, v in parts.items()}

    def calibrate(self, x, sour, steps=50):
        with torch.no_grad():
            logits = self.net(x)["sour"]
        temp = LogitTemperature()
        opt = make_optimizer(temp.parameters(), {"lr": 0.05, "wd": 0.0})
        for _ in range(steps):
            opt.zero_grad()
            optimizer_step(opt, F.binary_cross_entropy_with_logits(temp(logits), sour))
        return float(temp.log_t.detach().exp())


class Trainer:
    def __init__(self, learner, train, val, cfg, gen):
        self.learner, self.train, self.val, self.cfg, self.gen = learner, train, val, cfg, gen

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            logs = self._run_epoch()
            print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in logs.items())
                  + f" | val rise MAE {self.validate():.2f}%")
        return self.validate()

    def _run_epoch(self):
        sums, n = {}, 0
        self.learner.optimizer.zero_grad()
        for xb, yb in batches(*self.train, self.cfg["batch_size"], self.gen):
            for k, v in self._train_step(xb, yb).items():
                sums[k] = sums.get(k, 0.0) + v
            n += 1
        return {k: v / n for k, v in sums.items()}

    def _train_step(self, xb, yb):
        return self.learner.update(xb, yb)

    @torch.no_grad()
    def validate(self):
        x, y = self.val
        pred = self.learner.net(x)
        return float((pred["rise"] - y["rise"]).abs().mean() * 40)
