"""Whiskey cask maturation: colour (absorbance at 430 nm) and strength lost (% ABV) from the cask
history. Validation metrics are computed with numpy.

    python mg11_single.py
"""
import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

CASKS = ("ex-bourbon", "oloroso sherry", "virgin oak", "port pipe")


class Registry:
    def __init__(self, kind):
        self.kind, self.members = kind, {}

    def register(self, name):
        def inner(cls):
            self.members[name] = cls
            return cls
        return inner

    def build(self, cfg, **defaults):
        cfg = dict(cfg)
        return self.members[cfg.pop("type")](**{**defaults, **cfg})


MODELS, HOOKS = Registry("model"), Registry("hook")


def cask_ledger(n, seed=0):
    rng = np.random.default_rng(seed)
    cask = rng.integers(0, 4, n)
    fill = rng.integers(1, 4, n)                      # 1st, 2nd or 3rd fill
    char = rng.integers(1, 5, n)
    years = rng.uniform(3, 21, n)
    swing = rng.uniform(4, 18, n)                     # yearly warehouse temperature swing, C
    entry_abv = rng.uniform(58, 68, n)
    extract = np.array([0.9, 1.6, 1.3, 1.4])[cask] * (1.0 / fill) ** 0.7 * (1 + 0.15 * (char - 2))
    colour = 0.08 + extract * (1 - np.exp(-years / 9.0)) * (1 + 0.02 * swing) * 0.55
    abv_loss = years * (0.18 + 0.012 * swing) * (1 + 0.004 * (entry_abv - 63)) + rng.normal(0, 0.25, n)
    colour = colour * np.exp(rng.normal(0, 0.05, n))
    x = np.column_stack([np.eye(4)[cask], (fill - 2) / 1.0, (char - 2.5) / 1.2, (years - 12) / 5.2,
                         (swing - 11) / 4.0, (entry_abv - 63) / 3.0]).astype(np.float32)
    y = np.column_stack([colour, abv_loss]).astype(np.float32)
    return torch.from_numpy(x), torch.from_numpy(y)


@MODELS.register("cask_mlp")
class CaskNet(nn.Module):
    def __init__(self, in_dim=9, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.colour = nn.Linear(hidden, 1)
        self.abv = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.body(x)
        return torch.cat([F.softplus(self.colour(h)), self.abv(h)], 1)


class Hook:
    def after_train_iter(self, runner): pass
    def after_val_epoch(self, runner): pass


@HOOKS.register("OptimizerStepHook")
class OptimizerStepHook(Hook):
    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("R2MetricHook")
class R2MetricHook(Hook):
    def after_val_epoch(self, runner):
        pred, true = np.concatenate(runner.val_outputs["pred"]), np.concatenate(runner.val_outputs["true"])
        ss_res = ((pred - true) ** 2).sum(0)
        ss_tot = ((true - true.mean(0)) ** 2).sum(0)
        r2 = 1 - ss_res / ss_tot
        runner.history.append(r2)
        print(f"epoch {runner.epoch + 1:2d}: val R2 colour {r2[0]:.3f}  ABV loss {r2[1]:.3f}")


class Runner:
    def __init__(self, model, optimizer_cfg, hook_cfgs, epochs):
        self.model = model
        cfg = dict(optimizer_cfg)
        self.optimizer = getattr(torch.optim, cfg.pop("type"))(model.parameters(), **cfg)
        self.hooks = [HOOKS.build(c) for c in hook_cfgs]
        self.epochs, self.history = epochs, []

    def call_hook(self, name):
        for hook in self.hooks:
            getattr(hook, name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def val_step(self, batch):
        raise NotImplementedError

    def val(self, loader):
        self.model.eval()
        self.val_outputs = {"pred": [], "true": []}
        with torch.no_grad():
            for batch in loader:
                out = self.val_step(batch)
                for k, v in out.items():
                    self.val_outputs[k].append(v)
        self.call_hook("after_val_epoch")

    def run(self, train_loader, val_loader):
        for self.epoch in range(self.epochs):
            self.model.train()
            for batch in train_loader():
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
            self.val(val_loader())


class CaskRunner(Runner):
    def __init__(self, *args, y_scale, **kwargs):
        super().__init__(*args, **kwargs)
        self.y_scale = y_scale

    def train_step(self, batch):
        x, y = batch
        return {"loss": F.mse_loss(self.model(x) / self.y_scale, y / self.y_scale)}

    def val_step(self, batch):
        x, y = batch
        pred = self.model(x)
        return {"pred": pred.numpy(), "true": y.numpy()}

    @torch.inference_mode()
    def predict(self, x):
        self.model.eval()
        return self.model(x)


cfg = {
    "model": {"type": "cask_mlp", "hidden": 64},
    "optimizer": {"type": "Adam", "lr": 3e-3},
    "hooks": [{"type": "OptimizerStepHook"}, {"type": "R2MetricHook"}],
    "epochs": 10,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = cask_ledger(2500, seed=8)
    tr, va = slice(0, 2000), slice(2000, None)

    def batches(sl, bs, shuffle):
        def gen():
            xs, ys = x[sl], y[sl]
            idx = torch.randperm(len(xs)) if shuffle else torch.arange(len(xs))
            for b in idx.split(bs):
                yield xs[b], ys[b]
        return gen

    model = MODELS.build(cfg["model"], in_dim=x.shape[1])
    runner = CaskRunner(model, cfg["optimizer"], cfg["hooks"], cfg["epochs"], y_scale=y[tr].std(0))
    runner.run(batches(tr, 64, True), batches(va, 250, False))
    probe = torch.tensor([[0, 1, 0, 0, -1.0, 0.0, 0.0, 0.0, 0.0]])       # 1st-fill sherry, 12 years
    colour, abv = runner.predict(probe)[0].tolist()
    print(f"12-year 1st-fill oloroso: A430 {colour:.2f}, {abv:.1f} % ABV lost")


if __name__ == "__main__":
    main()
