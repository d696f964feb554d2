"""Bagel bakery: crust lightness (L*) and gloss from the kettle boil and bake settings.

    python mg18_single.py
"""
import copy

import torch
import torch.nn.functional as F
from torch import nn

BOIL_BATHS = ("plain", "malt syrup", "baking soda", "lye 1%")


class Registry:
    def __init__(self, name):
        self.name = name
        self._entries = {}

    def register(self, name):
        def wrap(cls):
            self._entries[name] = cls
            return cls
        return wrap

    def build(self, cfg, **defaults):
        cfg = dict(cfg)
        return self._entries[cfg.pop("type")](**{**defaults, **cfg})


MODELS, HOOKS = Registry("models"), Registry("hooks")


def bake_log(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    bath = torch.randint(0, 4, (n,), generator=g)
    boil_s = 20 + 100 * torch.rand(n, generator=g)
    proof_h = 1 + 17 * torch.rand(n, generator=g)           # includes overnight cold proofs
    hydration = 0.52 + 0.08 * torch.rand(n, generator=g)
    oven_c = 210 + 50 * torch.rand(n, generator=g)
    bake_min = 14 + 10 * torch.rand(n, generator=g)
    gelatinised = 1 - torch.exp(-boil_s / 45)
    browning = torch.tensor([0.0, 0.6, 1.0, 1.8])[bath] * (0.5 + 0.5 * gelatinised)
    lightness = (78 - 0.11 * (oven_c - 210) * bake_min / 14 - 9 * browning - 2 * torch.log1p(proof_h)
                 + 25 * (hydration - 0.55))
    gloss = 2 + 5 * gelatinised + 1.5 * (bath == 3).float() - 0.1 * proof_h
    y = torch.stack([lightness, gloss], 1) + torch.randn(n, 2, generator=g) * torch.tensor([1.5, 0.4])
    x = torch.cat([F.one_hot(bath, 4).float(), torch.stack([
        (boil_s - 70) / 29, (proof_h - 9.5) / 5, (hydration - 0.56) / 0.023, (oven_c - 235) / 14,
        (bake_min - 19) / 2.9], 1)], 1)
    return x, y


@MODELS.register("crust_net")
class CrustNet(nn.Module):
    def __init__(self, in_dim=9, hidden=96, out_dim=2, dropout=0.1):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, out_dim))

    def forward(self, x):
        return self.layers(x)


class Hook:
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass
    def after_val_epoch(self, runner): pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def after_train_iter(self, runner):
        runner.optimizer.zero_grad()
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("SchedulerHook")
class SchedulerHook(Hook):
    def after_train_epoch(self, runner):
        runner.scheduler.step()


@HOOKS.register("BestModelHook")
class BestModelHook(Hook):
    def __init__(self):
        self.best, self.state = float("inf"), None

    def after_val_epoch(self, runner):
        m = runner.val_metrics
        print(f"epoch {runner.epoch + 1:2d}  val MAE L* {m['mae_L']:.2f}  gloss {m['mae_gloss']:.2f}")
        if m["mae_L"] < self.best:
            self.best, self.state = m["mae_L"], copy.deepcopy(runner.model.state_dict())


class Runner:
    def __init__(self, model, cfg):
        self.model, self.cfg = model, cfg
        self.optimizer = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
        self.scheduler = torch.optim.lr_scheduler.StepLR(self.optimizer, step_size=cfg["lr_step"], gamma=0.3)
        self.hooks = [HOOKS.build(h) for h in cfg["hooks"]]
        self.epoch = 0

    def call_hook(self, fn_name):
        for h in self.hooks:
            getattr(h, fn_name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def val_step(self, batch):
        raise NotImplementedError

    def val(self, loader):
        self.model.eval()
        sums, count = {}, 0
        for batch in loader:
            metrics = self.val_step(batch)
            n = len(batch[0])
            for k, v in metrics.items():
                sums[k] = sums.get(k, 0.0) + v * n
            count += n
        self.val_metrics = {k: v / count for k, v in sums.items()}
        self.call_hook("after_val_epoch")
        return self.val_metrics

    def run(self, train_loader, val_loader):
        for self.epoch in range(self.cfg["epochs"]):
            self.model.train()
            for batch in train_loader():
                self.outputs = self.train_step(batch)
                self.call_hook("after_train_iter")
            self.call_hook("after_train_epoch")
            self.val(val_loader())


class CrustRunner(Runner):
    def train_step(self, batch):
        x, y = batch
        return {"loss": F.smooth_l1_loss(self.model(x), y)}

    def val_step(self, batch):
        x, y = batch
        err = (self.model(x) - y).abs().mean(0)
        return {"mae_L": err[0].item(), "mae_gloss": err[1].item()}


cfg = dict(
    model=dict(type="crust_net", hidden=96),
    lr=3e-3,
    lr_step=8,
    epochs=12,
    hooks=[dict(type="OptimizerHook"), dict(type="SchedulerHook"), dict(type="BestModelHook")],
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = bake_log(6000, seed=3)
    train, val = (x[:3000], y[:3000]), (x[3000:], y[3000:])

    def loader(data, bs, shuffle):
        def gen():
            idx = torch.randperm(len(data[0])) if shuffle else torch.arange(len(data[0]))
            for b in idx.split(bs):
                yield data[0][b], data[1][b]
        return gen

    model = MODELS.build(cfg["model"], in_dim=x.shape[1])
    runner = CrustRunner(model, cfg)
    runner.run(loader(train, 64, True), loader(val, 100, False))
    best = runner.hooks[-1]
    model.load_state_dict(best.state)
    print(f"best val MAE L* {best.best:.2f} (L* spread {val[1][:, 0].std():.1f})")


if __name__ == "__main__":
    main()
