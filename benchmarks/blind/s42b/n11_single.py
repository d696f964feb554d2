"""Hull-fouling monitor for a bulk carrier.

A speed-power model is fitted on noon reports; the gap between reported shaft
power and the model's clean-hull prediction tracks biofouling and tells the
superintendent when to book a hull cleaning.  Noon reports contain garbage
entries, so the step clips per-batch losses through a robust-loss mixin.
"""
import abc
import functools
import math
import time

import torch
from torch import nn
import torch.nn.functional as F


def noon_reports(n=2500, seed=4):
    g = torch.Generator().manual_seed(seed)
    stw = 9 + 6 * torch.rand(n, generator=g)                       # speed through water, kn
    draft = 8 + 6 * torch.rand(n, generator=g)                     # m
    trim = 0.8 * torch.randn(n, generator=g)
    wind = 25 * torch.rand(n, generator=g)                         # kn, head-wind component
    beaufort = (wind / 5).floor()
    days = 700 * torch.rand(n, generator=g)                        # since last dry-dock
    fouling = 1 + 0.25 * (1 - torch.exp(-days / 250))
    kw = 4.2 * stw ** 3 * (draft / 11) ** 0.66 * (1 + 0.02 * trim.abs()) * fouling
    kw = kw + 12 * wind ** 2 * (stw / 12) + 300 * beaufort
    kw = kw * torch.exp(0.04 * torch.randn(n, generator=g))
    bad = torch.rand(n, generator=g) < 0.02                         # typos in the report
    kw[bad] *= 10
    X = torch.stack([stw, draft, trim, wind, beaufort, days], 1)
    return X, kw / 1000.0                                           # MW


class SpeedPowerNet(nn.Module):
    def __init__(self, n_in=6, hidden=32):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(n_in, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.mlp(x).squeeze(1)


def retry(times=2):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(self, *args, **kwargs):
            for attempt in range(times + 1):
                try:
                    return fn(self, *args, **kwargs)
                except FloatingPointError:
                    self.counters["skipped"] += 1
                    if attempt == times:
                        return None
        return wrapper
    return deco


class RobustLossMixin:
    """Caps the loss of a batch so that one typo'd noon report cannot blow up a step."""
    loss_cap = 0.5

    def robust(self, loss):
        value = loss.item()
        if not math.isfinite(value):
            raise FloatingPointError(value)
        return torch.tensor(min(value, self.loss_cap), requires_grad=True)


class Fitter(abc.ABC):
    def __init__(self, cfg):
        self.cfg = cfg
        self.counters = {"skipped": 0, "steps": 0}
        self.history = {"train": [], "val": []}

    @property
    @abc.abstractmethod
    def net(self): ...

    @property
    @abc.abstractmethod
    def opt(self): ...

    def loader(self, X, y, shuffle):
        order = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
        for s in range(0, len(y), self.cfg["batch_size"]):
            j = order[s:s + self.cfg["batch_size"]]
            yield X[j], y[j]

    def epoch(self, phase, X, y):
        runner = getattr(self, f"{phase}_batch")
        self.net.train(phase == "train")
        vals = [v for v in (runner(b) for b in self.loader(X, y, phase == "train")) if v is not None]
        return sum(vals) / len(vals)

    def fit(self, train, val):
        for e in range(self.cfg["epochs"]):
            t0 = time.perf_counter()
            self.history["train"].append(self.epoch("train", *train))
            self.history["val"].append(self.epoch("val", *val))
            print(f"epoch {e}: train {self.history['train'][-1]:.4f}  val MdAPE {self.history['val'][-1]:.2%}"
                  f"  ({time.perf_counter() - t0:.2f}s)")


class HullFitter(RobustLossMixin, Fitter):
    def __init__(self, cfg, mean, std):
        super().__init__(cfg)
        self.parts = {"net": SpeedPowerNet()}
        self.parts["opt"] = torch.optim.Adam(self.parts["net"].parameters(), lr=cfg["lr"])
        self.mean, self.std = mean, std
        self.criterion = functools.partial(F.huber_loss, delta=0.3)

    @property
    def net(self):
        return self.parts["net"]

    @property
    def opt(self):
        return self.parts["opt"]

    def predict_mw(self, x):
        return torch.exp(self.net((x - self.mean) / self.std))

    @retry(times=1)
    def train_batch(self, batch):
        x, mw = batch
        raw = self.criterion(self.net((x - self.mean) / self.std), torch.log(mw))
        loss = self.robust(raw)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.counters["steps"] += 1
        return loss.item()

    @torch.no_grad()
    def val_batch(self, batch):
        x, mw = batch
        return ((self.predict_mw(x) - mw).abs() / mw).median().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    X, mw = noon_reports()
    cut = 2000
    cfg = {"epochs": 8, "batch_size": 64, "lr": 3e-3}
    fitter = HullFitter(cfg, X[:cut].mean(0), X[:cut].std(0))
    fitter.fit((X[:cut], mw[:cut]), (X[cut:], mw[cut:]))
    with torch.no_grad():
        q = torch.tensor([[12.5, 11.0, 0.0, 5.0, 1.0, d] for d in (30.0, 350.0, 690.0)])
        p = fitter.predict_mw(q)
    print("power at 12.5 kn, 30/350/690 days out of dock:", ", ".join(f"{v:.2f} MW" for v in p.tolist()))
    print(f"steps {fitter.counters['steps']}, skipped {fitter.counters['skipped']}")


if __name__ == "__main__":
    main()
