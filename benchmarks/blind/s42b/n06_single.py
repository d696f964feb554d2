"""Bronze-die wear estimator for a pasta extrusion press.

Regresses die-land wear (micrometres) from press telemetry so maintenance can
schedule re-polishing.  Uses the plant's tiny trainer framework: a base class
with properties, gradient accumulation policy object, metric callbacks and a
numpy report at the end.
"""
import abc
import functools
from dataclasses import dataclass, field

import numpy as np
import torch
from torch import nn
import torch.nn.functional as F


FEATURES = ("hours_since_polish", "mean_bar", "bar_ripple", "dough_moisture", "semolina_protein",
            "die_temp_c", "throughput_kg_h", "shape_code")


def press_logs(n=3000, seed=21):
    g = torch.Generator().manual_seed(seed)
    hours = 400 * torch.rand(n, generator=g)
    moisture = 30 + 2.5 * torch.randn(n, generator=g)
    protein = 12.5 + 1.2 * torch.randn(n, generator=g)
    temp = 45 + 4 * torch.randn(n, generator=g)
    throughput = 300 + 60 * torch.randn(n, generator=g)
    shape = torch.randint(0, 4, (n,), generator=g).float()
    abrasiveness = (1 + 0.08 * (protein - 12.5)) * (1 - 0.03 * (moisture - 30)) * (1 + 0.15 * shape)
    wear = 0.045 * hours * abrasiveness * (throughput / 300) ** 0.7 + 0.6 * torch.randn(n, generator=g)
    mean_bar = 110 + 0.9 * (throughput - 300) / 10 - 1.8 * (moisture - 30) + 0.04 * wear * 10
    ripple = 2 + 0.12 * wear + 0.4 * torch.randn(n, generator=g)
    X = torch.stack([hours, mean_bar, ripple, moisture, protein, temp, throughput, shape], 1)
    return X, wear.clamp_min(0)


def to_numpy(t):
    return t.detach().cpu().numpy()


@dataclass
class AccumulationPolicy:
    every: int = 4
    clip: float = 5.0

    def should_step(self, i):
        return (i + 1) % self.every == 0


@dataclass
class RunConfig:
    epochs: int = 10
    micro_batch: int = 32
    lr: float = 3e-3
    accumulation: AccumulationPolicy = field(default_factory=AccumulationPolicy)


class GatedResidual(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.gate = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        h = self.fc(x)
        h += 0.5 * x                      # skip added into the fresh linear output
        h = F.gelu(h) * torch.sigmoid(self.gate(x))
        return self.norm(h + x)


class WearNet(nn.Module):
    def __init__(self, n_in, dim=48, depth=2):
        super().__init__()
        self.stem = nn.Sequential(nn.Linear(n_in, dim), nn.BatchNorm1d(dim), nn.ReLU(inplace=True))
        self.blocks = nn.Sequential(*[GatedResidual(dim) for _ in range(depth)])
        self.out = nn.Linear(dim, 1)

    def forward(self, x):
        y = self.out(self.blocks(self.stem(x))).squeeze(1)
        y.mul_(10.0)                      # wear is in tens of micrometres
        return y


class TrainerBase(abc.ABC):
    def __init__(self, cfg):
        self.cfg = cfg
        self.callbacks = []
        self.store = {"step": 0, "epoch_loss": []}

    @property
    @abc.abstractmethod
    def model(self): ...

    @functools.cached_property
    def optim(self):
        return torch.optim.AdamW(self.model.parameters(), lr=self.cfg.lr, weight_decay=1e-4)

    @abc.abstractmethod
    def loss_on(self, batch): ...

    def micro_batches(self, X, y):
        order = torch.randperm(len(y))
        for s in range(0, len(y), self.cfg.micro_batch):
            idx = order[s:s + self.cfg.micro_batch]
            yield X[idx], y[idx]

    def train_epoch(self, X, y):
        self.model.train()
        policy, losses = self.cfg.accumulation, []
        self.optim.zero_grad()
        for i, batch in enumerate(self.micro_batches(X, y)):
            loss = self.loss_on(batch) / policy.every
            loss.backward()
            losses.append(loss.item() * policy.every)
            if policy.should_step(i):
                nn.utils.clip_grad_norm_(self.model.parameters(), policy.clip)
                self.optim.step()
                self.optim.zero_grad()
                self.store["step"] += 1
        return float(np.mean(losses))

    def fit(self, X, y, X_val, y_val):
        for epoch in range(self.cfg.epochs):
            train_loss = self.train_epoch(X, y)
            self.store["epoch_loss"].append(train_loss)
            for cb in self.callbacks:
                cb(epoch, train_loss, self.predict(X_val), to_numpy(y_val))


class WearTrainer(TrainerBase):
    def __init__(self, cfg, net, mean, std):
        super().__init__(cfg)
        self._net = net
        self.mean, self.std = mean, std

    @property
    def model(self):
        return self._net

    def loss_on(self, batch):
        x, y = batch
        return F.huber_loss(self.model((x - self.mean) / self.std), y, delta=2.0)

    @torch.no_grad()
    def predict(self, X):
        self.model.eval()
        return self.model((X - self.mean) / self.std).numpy()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, y = press_logs()
    X_tr, y_tr, X_te, y_te = X[:2400], y[:2400], X[2400:], y[2400:]
    trainer = WearTrainer(RunConfig(), WearNet(len(FEATURES)), X_tr.mean(0), X_tr.std(0))
    trainer.callbacks.append(
        lambda e, l, p, t: print(f"epoch {e}: train huber {l:.3f}  val MAE {np.abs(p - t).mean():.3f} um"))
    trainer.fit(X_tr, y_tr, X_te, y_te)
    pred, truth = trainer.predict(X_te), to_numpy(y_te)
    head_w = to_numpy(trainer.model.out.weight)
    print(f"optimizer steps {trainer.store['step']}, mean |out.weight| {np.abs(head_w).mean():.4f}")
    print(f"test MAE {np.abs(pred - truth).mean():.3f} um  (predict-mean {np.abs(truth.mean() - truth).mean():.3f})")
    worn = truth > 12.0
    print(f"re-polish alarm (pred > 12 um): recall {((pred > 12.0) & worn).sum() / worn.sum():.3f}")


if __name__ == "__main__":
    main()
