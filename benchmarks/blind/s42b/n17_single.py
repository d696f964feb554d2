"""Tyre-pressure estimation for a bike computer from hub-accelerometer vibration.

Input: 32 log-power bands (5-160 Hz) of vertical acceleration over a 4 s window,
speed, rider+bike mass and a road-surface code.  Output: rear tyre pressure in bar.
Training uses the team's small trainer with constraint callbacks (max-norm on
hidden units keeps the spectral layer well conditioned for the fixed-point port).
"""
import abc
import functools
from collections import OrderedDict

import torch
from torch import nn
import torch.nn.functional as F

SURFACES = ("asphalt", "chipseal", "cobbles", "gravel")


def ride_windows(n=3600, bands=32, seed=37):
    g = torch.Generator().manual_seed(seed)
    freqs = torch.linspace(5, 160, bands)
    pressure = 2.5 + 4.0 * torch.rand(n, generator=g)                 # bar
    speed = 15 + 25 * torch.rand(n, generator=g)                      # km/h
    mass = 70 + 40 * torch.rand(n, generator=g)                       # kg
    surface = torch.randint(0, len(SURFACES), (n,), generator=g)
    roughness = torch.tensor([0.3, 0.8, 2.0, 1.3])[surface]
    # tyre as a spring: stiffness grows with pressure, resonance with sqrt(k/m)
    f_res = 18 + 9 * torch.sqrt(pressure * 80 / mass)
    width = 6 + 2 / pressure
    res = 1.0 / (1 + ((freqs[None] - f_res[:, None]) / width[:, None]) ** 2)
    excitation = roughness[:, None] * (speed[:, None] / 25) * freqs[None] ** -0.4
    power = excitation * (0.3 + res) * (1 + 0.1 * pressure[:, None] * (freqs[None] > 80))
    logp = torch.log(power) + 0.15 * torch.randn(n, bands, generator=g)
    meta = torch.stack([speed / 40, mass / 100], 1)
    return logp, meta, surface, pressure


class SpectralEncoder(nn.Module):
    def __init__(self, bands, width):
        super().__init__()
        self.band_mix = nn.Linear(bands, width)
        self.hidden = nn.Linear(width, width)

    def forward(self, logp):
        return F.silu(self.hidden(F.silu(self.band_mix(logp))))


class PressureNet(nn.Module):
    def __init__(self, bands=32, width=48):
        super().__init__()
        self.encoder = SpectralEncoder(bands, width)
        self.surface = nn.Embedding(len(SURFACES), 8)
        self.head = nn.Sequential(nn.Linear(width + 8 + 2, width), nn.SiLU(), nn.Linear(width, 1))

    def forward(self, logp, meta, surface):
        h = torch.cat([self.encoder(logp), self.surface(surface), meta], 1)
        return self.head(h).squeeze(1)


class ConstraintMixin:
    max_norm = 2.0
    constrained = ("encoder.band_mix", "encoder.hidden")

    def apply_constraints(self):
        modules = dict(self.model.named_modules())
        for name in self.constrained:
            modules[name].weight.renorm_(p=2, dim=0, maxnorm=self.max_norm)


class Trainer(abc.ABC):
    def __init__(self, config):
        self.config = config
        self.callbacks = OrderedDict()
        self.records = {"train": [], "val": []}

    @property
    @abc.abstractmethod
    def model(self): ...

    @property
    @abc.abstractmethod
    def optimizer(self): ...

    @abc.abstractmethod
    def loss(self, batch): ...

    def _batches(self, data, shuffle):
        n = len(data[-1])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for s in range(0, n, self.config["batch_size"]):
            j = order[s:s + self.config["batch_size"]]
            yield tuple(t[j] for t in data)

    def train_epoch(self, data):
        self.model.train()
        for batch in self._batches(data, True):
            loss = self.loss(batch)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            for name, fn in self.callbacks.items():
                fn()
            yield loss.item()

    @torch.no_grad()
    def val_epoch(self, data):
        self.model.eval()
        for batch in self._batches(data, False):
            yield (self.predict(batch) - batch[-1]).abs().mean().item()

    def fit(self, train, val):
        for epoch in range(self.config["epochs"]):
            for phase, data in (("train", train), ("val", val)):
                vals = list(getattr(self, f"{phase}_epoch")(data))
                self.records[phase].append(sum(vals) / len(vals))
            print(f"epoch {epoch}: train {self.records['train'][-1]:.4f}  val MAE {self.records['val'][-1]:.3f} bar")


class TyreTrainer(ConstraintMixin, Trainer):
    def __init__(self, config):
        super().__init__(config)
        self._parts = {"model": PressureNet()}
        self._parts["optimizer"] = torch.optim.Adam(self._parts["model"].parameters(), lr=config["lr"])
        self.callbacks["max_norm"] = self.apply_constraints
        self.criterion = functools.partial(F.huber_loss, delta=0.5)

    @property
    def model(self):
        return self._parts["model"]

    @property
    def optimizer(self):
        return self._parts["optimizer"]

    def predict(self, batch):
        logp, meta, surface, _ = batch
        return 4.5 + self.model(logp, meta, surface)

    def loss(self, batch):
        return self.criterion(self.predict(batch), batch[-1])


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = ride_windows()
    cut = 3000
    train = tuple(t[:cut] for t in data)
    val = tuple(t[cut:] for t in data)
    trainer = TyreTrainer({"epochs": 8, "batch_size": 64, "lr": 2e-3})
    trainer.fit(train, val)
    w = trainer.model.encoder.band_mix.weight
    print(f"max row norm band_mix {w.norm(dim=1).max().item():.3f} (limit {trainer.max_norm})")
    print(f"val std of pressure {val[-1].std().item():.3f} bar")


if __name__ == "__main__":
    main()
