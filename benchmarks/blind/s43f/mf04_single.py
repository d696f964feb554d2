"""Sushi-rice texture panel: predict the panel's stickiness score (0-10) of a rice batch
from the cultivar, the chef who cooked it and the process settings (soak, water ratio,
vinegar, resting time...). Low-rank interaction model with hand-held tensors.

Search: learning rate, rank, init scale and L2, with a threshold pruner callback and a
per-epoch exponential LR decay; the best setting is refit on all training data.
"""
import math
import random

import torch

CULTIVARS = ["koshihikari", "sasanishiki", "hitomebore", "akitakomachi", "calrose", "nanatsuboshi"]
PROCESS = ["soak_min", "water_ratio", "vinegar_ml", "sugar_g", "rest_min", "fan_cool", "polish"]


def panel_sessions(n, n_chefs=9, seed=17):
    g = torch.Generator().manual_seed(seed)
    cult = torch.randint(0, len(CULTIVARS), (n,), generator=g)
    chef = torch.randint(0, n_chefs, (n,), generator=g)
    proc = torch.rand(n, len(PROCESS), generator=g)
    true_cult = torch.randn(len(CULTIVARS), 3, generator=g)
    true_proc = torch.randn(len(PROCESS), 3, generator=g)
    chef_bias = 0.6 * torch.randn(n_chefs, generator=g)
    score = (5.5 + chef_bias[chef] + ((proc @ true_proc) * true_cult[cult]).sum(1)
             + 0.4 * torch.randn(n, generator=g))
    return {"cult": cult, "chef": chef, "proc": proc, "score": score.clamp(0, 10)}


def take(data, idx):
    return {k: v[idx] for k, v in data.items()}


class TextureModel:
    def __init__(self, n_chefs, rank, init_scale, seed):
        gen = torch.Generator().manual_seed(seed)
        self.cult_emb = torch.randn(len(CULTIVARS), rank, generator=gen, requires_grad=True) * init_scale
        self.proc_w = torch.zeros(len(PROCESS), rank, requires_grad=True)
        self.chef_bias = torch.zeros(n_chefs, requires_grad=True)
        self.mu = torch.full((1,), 5.0, requires_grad=True)

    def parameters(self):
        return [self.cult_emb, self.proc_w, self.chef_bias, self.mu]

    def __call__(self, batch):
        inter = ((batch["proc"] @ self.proc_w) * self.cult_emb[batch["cult"]]).sum(1)
        return self.mu + self.chef_bias[batch["chef"]] + inter


class SimpleTrial:
    def __init__(self, number, seed=31):
        self.number, self.params, self.reports = number, {}, []
        self.rng = random.Random(seed * 97 + number)

    def suggest_float(self, name, low, high, log=False):
        u = self.rng.uniform(math.log(low), math.log(high)) if log else self.rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_int(self, name, low, high):
        self.params[name] = self.rng.randint(low, high)
        return self.params[name]

    def report(self, value, step):
        self.reports.append((step, value))


class ThresholdPruner:
    """Stop a trial whose validation RMSE is still above `upper` after `warmup` epochs."""

    def __init__(self, upper, warmup):
        self.upper, self.warmup = upper, warmup

    def __call__(self, trial):
        step, value = trial.reports[-1]
        return step >= self.warmup and value > self.upper


def rmse(model, data):
    with torch.no_grad():
        return torch.sqrt(torch.mean((model(data) - data["score"]) ** 2)).item()


def fit(hp, train, val, epochs=30, batch=128, pruner=None, trial=None, seed=0):
    model = TextureModel(int(train["chef"].max()) + 1, hp["rank"], hp["init_scale"], seed)
    opt = torch.optim.Adam(model.parameters(), lr=hp["lr"])
    decay = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.93)
    gen = torch.Generator().manual_seed(seed)
    n = len(train["score"])
    for epoch in range(epochs):
        perm = torch.randperm(n, generator=gen)
        for i in range(0, n, batch):
            b = take(train, perm[i:i + batch])
            err = torch.mean((model(b) - b["score"]) ** 2)
            reg = hp["l2"] * (model.cult_emb.pow(2).sum() + model.proc_w.pow(2).sum())
            opt.zero_grad()
            (err + reg).backward()
            opt.step()
        decay.step()
        if trial is not None:
            trial.report(rmse(model, val), epoch)
            if pruner is not None and pruner(trial):
                return model, float("nan")
    return model, rmse(model, val)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = panel_sessions(2000)
    idx = torch.randperm(2000)
    train, val, test = take(data, idx[:1300]), take(data, idx[1300:1650]), take(data, idx[1650:])
    pruner = ThresholdPruner(upper=1.2, warmup=10)
    finished = []
    for number in range(6):
        trial = SimpleTrial(number)
        hp = {"lr": trial.suggest_float("lr", 3e-3, 1e-1, log=True),
              "rank": trial.suggest_int("rank", 2, 6),
              "init_scale": trial.suggest_float("init_scale", 0.01, 0.5, log=True),
              "l2": trial.suggest_float("l2", 1e-6, 1e-3, log=True)}
        _, score = fit(hp, train, val, pruner=pruner, trial=trial, seed=number)
        print(f"trial {number}: " + ("pruned" if math.isnan(score) else f"val RMSE {score:.3f}"), hp)
        if not math.isnan(score):
            finished.append((score, hp))
    score, hp = min(finished, key=lambda t: t[0])
    full = {k: torch.cat([train[k], val[k]]) for k in train}
    model, _ = fit(hp, full, test, seed=7)
    print(f"best {hp} -> test RMSE {rmse(model, test):.3f} panel points")


if __name__ == "__main__":
    main()
