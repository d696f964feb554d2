"""Jigsaw-puzzle solver helper: score whether two piece edges fit together, from the
scanned edge profile (12 heights along the edge) and the colour strip next to it.
Hard negatives (same knob shape, similar colour, e.g. two sky pieces) get a larger
weight chosen by the search. Settings come from DEFAULTS merged with each trial.
"""
import copy
import math
import random

import torch
import torch.nn.functional as F
from torch import nn

DEFAULTS = {
    "encoder": {"width": 48, "depth": 2},
    "train": {"lr": 2e-3, "epochs": 10, "batch": 64, "hard_weight": 2.0, "label_smooth": 0.0},
    "early_stop": {"patience": 3},
}


def merge(defaults, patch):
    cfg = copy.deepcopy(defaults)
    for section, values in patch.items():
        cfg.setdefault(section, {}).update(values)
    return cfg


def edge_pairs(n, seed=8):
    g = torch.Generator().manual_seed(seed)
    knob = torch.sign(torch.randn(n, 1, generator=g))
    t = torch.linspace(0, 1, 12)
    shape = knob * torch.exp(-((t - 0.5) / (0.12 + 0.05 * torch.rand(n, 1, generator=g))) ** 2)
    a_prof = shape + 0.05 * torch.randn(n, 12, generator=g)
    a_col = torch.rand(n, 3, generator=g)
    kind = torch.randint(0, 3, (n,), generator=g)           # 0 match, 1 random, 2 hard negative
    b_prof = -a_prof.flip(1) + 0.05 * torch.randn(n, 12, generator=g)
    b_col = a_col + 0.03 * torch.randn(n, 3, generator=g)
    rnd = kind == 1
    b_prof[rnd] = torch.roll(b_prof, 7, 0)[rnd]
    b_col[rnd] = torch.rand(int(rnd.sum()), 3, generator=g)
    hard = kind == 2
    warp = 0.25 * torch.randn(int(hard.sum()), 12, generator=g)
    b_prof[hard] = b_prof[hard] + warp.cumsum(1) / 3
    b_col[hard] = a_col[hard] + 0.06 * torch.randn(int(hard.sum()), 3, generator=g)
    a = torch.cat([a_prof, a_col], 1)
    b = torch.cat([b_prof, b_col], 1)
    return a, b, (kind == 0).float(), hard.float()


class EdgeMatcher(nn.Module):
    def __init__(self, width, depth):
        super().__init__()
        layers, d = [], 15
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.ReLU()]
            d = width
        self.encode = nn.Sequential(*layers)
        self.score = nn.Sequential(nn.Linear(2 * d, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, a, b):
        # the two edges face each other, so the second profile is read backwards
        b = torch.cat([-b[:, :12].flip(1), b[:, 12:]], 1)
        ea, eb = self.encode(a), self.encode(b)
        return self.score(torch.cat([(ea - eb).abs(), ea * eb], 1)).squeeze(-1)


class Trial:
    def __init__(self, number):
        self.number, self.params, self.rng = number, {}, random.Random(4000 + number)

    def suggest_float(self, name, low, high, log=False):
        u = self.rng.uniform(math.log(low), math.log(high)) if log else self.rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_int(self, name, low, high):
        self.params[name] = self.rng.randint(low, high)
        return self.params[name]


class PairTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = EdgeMatcher(**cfg["encoder"])
        self.opt = torch.optim.Adam(self.net.parameters(), lr=cfg["train"]["lr"])
        self.sched = torch.optim.lr_scheduler.StepLR(self.opt, step_size=4, gamma=0.5)

    def pair_loss(self, a, b, y, hard):
        smooth = self.cfg["train"]["label_smooth"]
        target = y * (1 - smooth) + 0.5 * smooth
        per_pair = F.binary_cross_entropy_with_logits(self.net(a, b), target, reduction="none")
        weight = 1.0 + (self.cfg["train"]["hard_weight"] - 1.0) * hard
        return per_pair * weight

    def epoch(self, data, gen):
        self.net.train()
        n, bs = len(data[2]), self.cfg["train"]["batch"]
        perm = torch.randperm(n, generator=gen)
        for i in range(0, n, bs):
            idx = perm[i:i + bs]
            self.opt.zero_grad()
            objective = self.pair_loss(*(t[idx] for t in data))
            objective.backward()
            self.opt.step()
        self.sched.step()

    @torch.no_grad()
    def accuracy(self, data):
        self.net.eval()
        a, b, y, hard = data
        pred = (self.net(a, b) > 0).float()
        return (pred == y).float().mean().item(), (pred[hard == 1] == 0).float().mean().item()

    def fit(self, train, val, seed=0):
        gen = torch.Generator().manual_seed(seed)
        best, wait = -1.0, 0
        for _ in range(self.cfg["train"]["epochs"]):
            self.epoch(train, gen)
            acc, _ = self.accuracy(val)
            if acc > best:
                best, wait = acc, 0
            else:
                wait += 1
                if wait >= self.cfg["early_stop"]["patience"]:
                    break
        return best


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = edge_pairs(3000)
    split = lambda s: tuple(t[s] for t in data)
    train, val, test = split(slice(0, 2000)), split(slice(2000, 2500)), split(slice(2500, None))
    results = []
    for number in range(4):
        trial = Trial(number)
        cfg = merge(DEFAULTS, {
            "encoder": {"width": trial.suggest_int("width", 24, 96)},
            "train": {"lr": trial.suggest_float("lr", 5e-4, 1e-2, log=True),
                      "hard_weight": trial.suggest_float("hard_weight", 1.0, 4.0),
                      "label_smooth": trial.suggest_float("label_smooth", 0.0, 0.1)},
        })
        torch.manual_seed(number)
        score = PairTrainer(cfg).fit(train, val, seed=number)
        results.append((score, cfg))
        print(f"trial {number}: val acc {score:.3f}  {trial.params}")
    score, cfg = max(results, key=lambda r: r[0])
    trainer = PairTrainer(cfg)
    trainer.fit(tuple(torch.cat([u, v]) for u, v in zip(train, val)), test, seed=11)
    acc, hard_rej = trainer.accuracy(test)
    print(f"best: test acc {acc:.3f}, hard negatives rejected {hard_rej:.3f}")


if __name__ == "__main__":
    main()
