"""Rack-leave equity for a Scrabble engine.

After a move the engine keeps 0-6 tiles (the "leave"); a good leave is worth
points on later turns.  We fit a permutation-invariant network (embedding bag
over tiles + pairwise synergy term) to equity estimates from self-play
(simulated here by a hand-made value function plus noise).
"""
import abc
import functools
import random
import string
from types import SimpleNamespace

import torch
from torch import nn
import torch.nn.functional as F

TILES = list(string.ascii_uppercase) + ["?"]
BAG = dict(zip(TILES, [9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1, 2]))
VOWELS = set("AEIOU")
PAD = len(TILES)


def leave_value(leave):
    v = 0.0
    v += 25.0 * leave.count("?") + 8.0 * leave.count("S") + 2.0 * leave.count("E")
    v += 1.5 * sum(leave.count(c) for c in "RTLN")
    v -= 4.0 * sum(leave.count(c) for c in "VWQ")
    if "Q" in leave and "U" not in leave:
        v -= 7.0
    for c in set(leave):
        if c != "?" and leave.count(c) > 1:
            v -= 3.5 * (leave.count(c) - 1)
    vowels = sum(c in VOWELS for c in leave)
    cons = len(leave) - vowels - leave.count("?")
    v -= 1.8 * abs(vowels - cons) if leave else 0.0
    if "E" in leave and ("R" in leave or "S" in leave):
        v += 2.5                                         # ER / ES synergies
    return v


def self_play_leaves(n=6000, seed=17):
    rng = random.Random(seed)
    bag = [t for t, k in BAG.items() for _ in range(k)]
    leaves, values = [], []
    for _ in range(n):
        leave = rng.sample(bag, rng.randint(0, 6))
        leaves.append(leave)
        values.append(leave_value(leave) + rng.gauss(0, 1.5))
    idx = torch.full((n, 6), PAD, dtype=torch.long)
    for i, leave in enumerate(leaves):
        idx[i, :len(leave)] = torch.tensor([TILES.index(c) for c in leave], dtype=torch.long)
    weight = torch.tensor([1.0 + 0.2 * len(l) for l in leaves])   # longer leaves seen less often
    return idx, torch.tensor(values), weight


class LeaveNet(nn.Module):
    def __init__(self, dim=24):
        super().__init__()
        self.tile = nn.Embedding(len(TILES) + 1, dim, padding_idx=PAD)
        self.pair = nn.Bilinear(dim, dim, 8)
        self.head = nn.Sequential(nn.Linear(dim + 8, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, idx):
        e = self.tile(idx)                               # (B, 6, dim), pad rows are zero
        s = e.sum(1)
        synergy = self.pair(s, s) - self.pair(e, e).sum(1)
        return self.head(torch.cat([s, synergy], 1)).squeeze(1)


LOSSES = {
    "mse": functools.partial(F.mse_loss, reduction="none"),
    "huber": functools.partial(F.huber_loss, delta=3.0, reduction="none"),
}


class Learner(abc.ABC):
    def __init__(self, cfg):
        self.cfg = cfg
        self.meters = {}

    @property
    @abc.abstractmethod
    def net(self): ...

    @abc.abstractmethod
    def batch_loss(self, batch): ...

    def batches(self, data, shuffle):
        n = len(data[0])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for s in range(0, n, self.cfg.batch_size):
            j = order[s:s + self.cfg.batch_size]
            yield tuple(t[j] for t in data)

    def train_epoch(self, data):
        self.net.train()
        for batch in self.batches(data, shuffle=True):
            objective = self.batch_loss(batch)
            self.opt.zero_grad()
            objective.backward()
            self.opt.step()
            yield objective.detach().mean().item()

    @torch.no_grad()
    def eval_epoch(self, data):
        self.net.eval()
        for idx, value, _ in self.batches(data, shuffle=False):
            yield (self.net(idx) - value).abs().mean().item()

    def fit(self, train, val):
        for epoch in range(self.cfg.epochs):
            for phase, data in (("train", train), ("eval", val)):
                vals = list(getattr(self, f"{phase}_epoch")(data))
                self.meters[phase] = sum(vals) / len(vals)
            print(f"epoch {epoch}: train loss {self.meters['train']:.3f}  val MAE {self.meters['eval']:.3f} pts")


class LeaveLearner(Learner):
    def __init__(self, cfg):
        super().__init__(cfg)
        self._net = LeaveNet()
        self.opt = torch.optim.Adam(self._net.parameters(), lr=cfg.lr)
        self.criterion = LOSSES[cfg.loss]

    @property
    def net(self):
        return self._net

    def batch_loss(self, batch):
        idx, value, weight = batch
        per_leave = self.criterion(self.net(idx), value)
        if self.cfg.importance_weights:
            return (per_leave * weight).sum() / weight.sum()
        return per_leave


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    idx, value, weight = self_play_leaves()
    cfg = SimpleNamespace(epochs=8, batch_size=128, lr=3e-3, loss="huber", importance_weights=False)
    learner = LeaveLearner(cfg)
    learner.fit((idx[:5000], value[:5000], weight[:5000]), (idx[5000:], value[5000:], weight[5000:]))
    with torch.no_grad():
        probe = [["?", "S"], ["Q"], ["E", "R", "S"], ["U", "U", "I"]]
        for leave in probe:
            t = torch.full((1, 6), PAD, dtype=torch.long)
            t[0, :len(leave)] = torch.tensor([TILES.index(c) for c in leave])
            print(f"  leave {''.join(leave):4s} model {learner.net.eval()(t).item():6.2f}  table {leave_value(leave):6.2f}")


if __name__ == "__main__":
    main()
