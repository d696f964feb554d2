"""Karaoke performance scorer.

Each performance is a sequence of sung frames (pitch error in cents, voicing
confidence, onset lag, loudness).  A small frame encoder plus attention pooling
predicts the judges' 0-100 score.  Written against the in-house "stagekit"
trainer conventions: phase steps looked up by name, metrics yielded by a
generator, callbacks registered as callables.
"""
import abc
import functools
import math
import time
from collections import defaultdict

import torch
from torch import nn
import torch.nn.functional as F


# ----------------------------------------------------------------------------- data
def make_performances(n=640, max_frames=48, seed=3):
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(16, max_frames + 1, (n,), generator=g)
    skill = torch.rand(n, generator=g)                       # hidden singer skill
    frames = torch.zeros(n, max_frames, 4)
    mask = torch.arange(max_frames)[None, :] < lengths[:, None]
    cents = torch.randn(n, max_frames, generator=g) * (15 + 90 * (1 - skill[:, None]))
    voiced = torch.sigmoid(3 * torch.randn(n, max_frames, generator=g) + 2)
    lag = torch.randn(n, max_frames, generator=g).abs() * (0.02 + 0.15 * (1 - skill[:, None]))
    loud = 0.5 + 0.2 * torch.randn(n, max_frames, generator=g)
    frames[..., 0] = cents / 100.0
    frames[..., 1] = voiced
    frames[..., 2] = lag * 10
    frames[..., 3] = loud
    frames = frames * mask[..., None]
    err = ((cents.abs() * voiced * mask).sum(1) / (voiced * mask).sum(1)) / 100.0
    timing = (lag * mask).sum(1) / mask.sum(1)
    score = (100 - 55 * err - 120 * timing + 3 * torch.randn(n, generator=g)).clamp(0, 100)
    return frames, mask, score


# ----------------------------------------------------------------------------- framework
def timed(fn):
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        t0 = time.perf_counter()
        out = fn(self, *args, **kwargs)
        self.timings[fn.__name__] += time.perf_counter() - t0
        return out
    return wrapper


def autocast_step(fn):
    @functools.wraps(fn)
    def wrapper(self, *args, **kwargs):
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.config["amp"]):
            return fn(self, *args, **kwargs)
    return wrapper


class CallbackMixin:
    def add_callback(self, event, fn):
        self.callbacks[event].append(fn)

    def emit(self, event, **payload):
        for fn in self.callbacks[event]:
            fn(**payload)


class StageTrainer(abc.ABC, CallbackMixin):
    def __init__(self, config):
        self.config = config
        self.callbacks = defaultdict(list)
        self.timings = defaultdict(float)

    @property
    @abc.abstractmethod
    def module(self):
        ...

    @abc.abstractmethod
    def configure_optimizer(self):
        ...

    def run_phase(self, phase, batches):
        step = getattr(self, f"{phase}_step")
        self.module.train(phase == "train")
        for i, batch in enumerate(batches):
            yield step(batch, i)

    def fit(self, train_batches, val_batches):
        self.optim = self.configure_optimizer()
        for epoch in range(self.config["epochs"]):
            history = defaultdict(list)
            for phase, batches in (("train", train_batches), ("val", val_batches)):
                for metrics in self.run_phase(phase, batches()):
                    for k, v in metrics.items():
                        history[f"{phase}/{k}"].append(v)
            self.emit("epoch_end", epoch=epoch, history=history)


# ----------------------------------------------------------------------------- model
class MaskedAttentionPool(nn.Module):
    """Scores every frame, softmaxes over time and keeps only real frames."""

    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, h, mask):
        weights = torch.softmax(self.score(h).squeeze(-1), dim=1)
        weights.mul_(mask)
        weights = weights / weights.sum(dim=1, keepdim=True).clamp_min(1e-6)
        return torch.einsum("bt,btd->bd", weights, h)


class PerformanceScorer(nn.Module):
    def __init__(self, in_dim=4, dim=32):
        super().__init__()
        self.frame = nn.Sequential(nn.Linear(in_dim, dim), nn.GELU(), nn.Linear(dim, dim), nn.GELU())
        self.pool = MaskedAttentionPool(dim)
        self.head = nn.Linear(dim, 1)

    def forward(self, frames, mask):
        return self.head(self.pool(self.frame(frames), mask)).squeeze(-1)


# ----------------------------------------------------------------------------- task
class KaraokeTrainer(StageTrainer):
    def __init__(self, scorer, config):
        super().__init__(config)
        self._scorer = scorer
        self.loss_fn = functools.partial(F.smooth_l1_loss, beta=2.0)

    @property
    def module(self):
        return self._scorer

    def configure_optimizer(self):
        return torch.optim.Adam(self.module.parameters(), lr=self.config["lr"])

    @timed
    @autocast_step
    def train_step(self, batch, i):
        frames, mask, score = batch
        pred = self.module(frames, mask) * 10 + 70
        objective = self.loss_fn(pred, score)
        self.optim.zero_grad()
        objective.backward()
        self.optim.step()
        return {"loss": objective.item()}

    @timed
    @torch.no_grad()
    def val_step(self, batch, i):
        frames, mask, score = batch
        pred = self.module(frames, mask) * 10 + 70
        return {"mae": (pred - score).abs().mean().item()}


def batcher(tensors, batch_size, shuffle):
    def gen():
        n = len(tensors[0])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for s in range(0, n, batch_size):
            idx = order[s:s + batch_size]
            yield tuple(t[idx] for t in tensors)
    return gen


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    frames, mask, score = make_performances()
    cut = 512
    train = batcher((frames[:cut], mask[:cut].float(), score[:cut]), 32, True)
    val = batcher((frames[cut:], mask[cut:].float(), score[cut:]), 64, False)
    config = {"epochs": 8, "lr": 3e-3, "amp": False}
    trainer = KaraokeTrainer(PerformanceScorer(), config)
    trainer.add_callback(
        "epoch_end",
        lambda epoch, history: print(
            f"epoch {epoch}: train loss {sum(history['train/loss']) / len(history['train/loss']):.3f}"
            f"  val MAE {sum(history['val/mae']) / len(history['val/mae']):.2f} pts"),
    )
    trainer.fit(train, val)
    print(f"score std {score[cut:].std():.2f}; step time {trainer.timings['train_step']:.2f}s")


if __name__ == "__main__":
    main()
