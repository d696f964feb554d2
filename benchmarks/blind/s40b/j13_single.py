"""Frog-call species identification from synthetic advertisement calls (pulse-rate cues).

Written in a scan/fold style: batches are generators, per-batch results are dicts, and
epoch summaries are folded with functools.reduce.
"""
import math
from collections import Counter
from functools import partial, reduce
from typing import Callable, Dict, Iterator

import torch
import torch.nn.functional as F
from torch import nn

SPECIES = {  # pulse rate (pulses/s), dominant frequency (kHz), call duration (s)
    "spring_peeper": (20.0, 2.9, 0.25),
    "wood_frog": (6.0, 1.2, 0.5),
    "gray_treefrog": (25.0, 2.2, 0.6),
    "bullfrog": (3.0, 0.3, 0.9),
    "chorus_frog": (14.0, 3.3, 0.7),
}
N_BANDS, N_FRAMES = 16, 48


def render_call(rate, freq_khz, duration, g: torch.Generator) -> torch.Tensor:
    """Band-energy x time image of one call, with a noisy pond background."""
    t = torch.linspace(0, 1.2, N_FRAMES)
    rate = rate * (1 + 0.1 * torch.randn(1, generator=g))
    onset = 0.1 + 0.2 * torch.rand(1, generator=g)
    gate = ((t > onset) & (t < onset + duration)).float()
    pulses = 0.5 * (1 + torch.cos(2 * math.pi * rate * t)) * gate
    bands = torch.linspace(0.2, 4.0, N_BANDS)
    centre = freq_khz * (1 + 0.05 * torch.randn(1, generator=g))
    profile = torch.exp(-((bands - centre) / 0.35) ** 2)
    img = profile[:, None] * pulses[None, :]
    return img + 0.15 * torch.rand(N_BANDS, N_FRAMES, generator=g)


def recordings(per_species: int, seed: int):
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for label, params in enumerate(SPECIES.values()):
        for _ in range(per_species):
            xs.append(render_call(*params, g))
            ys.append(label)
    return torch.stack(xs), torch.tensor(ys)


def batches(x, y, size: int, seed: int) -> Iterator:
    perm = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for idx in perm.split(size):
        yield x[idx], y[idx]


class CallNet(nn.Module):
    def __init__(self, n_classes: int, width: int = 24):
        super().__init__()
        self.temporal = nn.Sequential(
            nn.Conv1d(N_BANDS, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=4, dilation=2), nn.ReLU())
        self.head = nn.Linear(2 * width, n_classes)

    def forward(self, spec: torch.Tensor) -> torch.Tensor:
        h = self.temporal(spec)
        return self.head(torch.cat([h.mean(-1), h.amax(-1)], dim=-1))


merge = lambda a, b: {k: a[k] + b[k] for k in a}


def make_train_step(net: nn.Module, opt: torch.optim.Optimizer, loss_fn: Callable):
    def train_step(batch) -> Dict[str, float]:
        spec, label = batch
        opt.zero_grad()
        logits = net(spec)
        value = loss_fn(logits, label)
        value.backward()
        opt.step()
        return {"loss": value.item() * len(label), "n": len(label)}
    return train_step


def make_eval_step(net: nn.Module, loss_fn: Callable):
    def eval_step(batch) -> Dict[str, float]:
        spec, label = batch
        logits = net(spec)
        return {"loss": loss_fn(logits, label).item() * len(label),
                "correct": (logits.argmax(-1) == label).sum().item(), "n": len(label)}
    return eval_step


def evaluate(net: nn.Module, stream, loss_fn: Callable) -> Dict[str, float]:
    net.eval()
    totals = reduce(merge, map(make_eval_step(net, loss_fn), stream))
    net.train()
    return {"loss": totals["loss"] / totals["n"], "acc": totals["correct"] / totals["n"]}


def main(epochs: int = 6, per_species: int = 60, batch: int = 32):
    torch.manual_seed(0)
    x, y = recordings(per_species, seed=1)
    xv, yv = recordings(per_species // 3, seed=2)
    net = CallNet(len(SPECIES))
    loss_fn = partial(F.cross_entropy, label_smoothing=0.1)
    train_step = make_train_step(net, torch.optim.Adam(net.parameters(), lr=2e-3), loss_fn)
    for epoch in range(epochs):
        totals = reduce(merge, map(train_step, batches(x, y, batch, seed=epoch)))
        val = evaluate(net, batches(xv, yv, 64, seed=0), loss_fn)
        print(f"epoch {epoch} train loss {totals['loss'] / totals['n']:.3f} "
              f"val loss {val['loss']:.3f} val acc {val['acc']:.3f}")
    with torch.no_grad():
        confusions = Counter((int(t), int(p)) for t, p in zip(yv, net(xv).argmax(-1)) if t != p)
    print("most common confusions (true, predicted):", confusions.most_common(3))
    return net


if __name__ == "__main__":
    main()
