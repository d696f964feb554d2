"""Nail-salon wear study: how many days a manicure stays chip-free (0-2, 3-5, 6-9, 10+ days),
from the polish system, the client's routine and the application. The classes are imbalanced,
so the classifier bias is started at the log class prior.

    python mg08_single.py
"""
import torch
import torch.nn.functional as F
from torch import nn

WEAR_CLASSES = ("0-2 d", "3-5 d", "6-9 d", "10+ d")


class Registry:
    def __init__(self):
        self._obj = {}

    def register(self, name):
        def deco(cls):
            self._obj[name] = cls
            return cls
        return deco

    def __call__(self, cfg, **defaults):
        cfg = dict(cfg)
        return self._obj[cfg.pop("type")](**{**defaults, **cfg})


MODELS = Registry()
HOOKS = Registry()


def build_from_cfg(cfg, registry, **defaults):
    return registry(cfg, **defaults)


def manicure_records(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    system = torch.randint(0, 3, (n,), generator=g)              # 0 regular, 1 gel, 2 dip powder
    coats = torch.randint(1, 4, (n,), generator=g).float()
    top_coat = (torch.rand(n, generator=g) < 0.7).float()
    handwash = 4 + 16 * torch.rand(n, generator=g)                # washes per day
    typing = 8 * torch.rand(n, generator=g)                       # keyboard hours per day
    nail_len = 1 + 5 * torch.rand(n, generator=g)                 # free edge, mm
    oil = (torch.rand(n, generator=g) < 0.4).float()              # nail plate not dehydrated
    days = (3.0 + torch.tensor([0.0, 6.0, 9.0])[system] + 0.8 * coats + 1.5 * top_coat
            - 0.25 * handwash - 0.3 * typing - 0.4 * nail_len - 1.5 * oil)
    days = (days + 1.2 * torch.randn(n, generator=g)).clamp(min=0)
    label = torch.bucketize(days, torch.tensor([2.5, 5.5, 9.5]))
    x = torch.cat([F.one_hot(system, 3).float(), torch.stack(
        [coats / 3, top_coat, handwash / 20, typing / 8, nail_len / 6, oil], 1)], 1)
    return x, label


@MODELS.register("wear_mlp")
class WearClassifier(nn.Module):
    def __init__(self, in_dim=9, hidden=48, n_classes=4, p_drop=0.1):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Dropout(p_drop),
                                     nn.Linear(hidden, hidden), nn.ReLU())
        self.classifier = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.classifier(self.encoder(x))


class Hook:
    def before_run(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register("PriorBiasHook")
class PriorBiasHook(Hook):
    """Start the logits at the class prior so that the first epochs do not fight the imbalance."""

    def before_run(self, runner):
        counts = torch.bincount(runner.train_y, minlength=runner.n_classes).float()
        prior = (counts + 1) / (counts.sum() + runner.n_classes)
        runner.model.classifier.bias = torch.log(prior)
        print("class prior:", ", ".join(f"{c} {p:.2f}" for c, p in zip(WEAR_CLASSES, prior.tolist())))


@HOOKS.register("OptimHook")
class OptimHook(Hook):
    def after_train_iter(self, runner):
        runner.optimizer.zero_grad(set_to_none=True)
        runner.outputs["loss"].backward()
        runner.optimizer.step()


@HOOKS.register("ValHook")
class ValHook(Hook):
    def after_train_epoch(self, runner):
        acc, bal = runner.val_step()
        print(f"epoch {runner.epoch + 1:2d}: val acc {acc:.3f}  balanced acc {bal:.3f}")


class Runner:
    def __init__(self, model, optimizer, hooks, epochs=10, batch_size=64):
        self.model = model
        opt = dict(optimizer)
        self.optimizer = getattr(torch.optim, opt.pop("type"))(model.parameters(), **opt)
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.epochs, self.batch_size = epochs, batch_size

    def call_hook(self, fn_name):
        for h in self.hooks:
            getattr(h, fn_name)(self)

    def train_step(self, xb, yb):
        return {"loss": F.cross_entropy(self.model(xb), yb)}

    def run(self, train, val):
        (self.train_x, self.train_y), self.val_data = train, val
        self.n_classes = len(WEAR_CLASSES)
        self.call_hook("before_run")
        for self.epoch in range(self.epochs):
            self.model.train()
            for idx in torch.randperm(len(self.train_x)).split(self.batch_size):
                self.outputs = self.train_step(self.train_x[idx], self.train_y[idx])
                self.call_hook("after_train_iter")
            self.call_hook("after_train_epoch")

    @torch.no_grad()
    def val_step(self):
        self.model.eval()
        x, y = self.val_data
        pred = self.model(x).argmax(1)
        recalls = [(pred[y == c] == c).float().mean() for c in range(self.n_classes) if (y == c).any()]
        return (pred == y).float().mean().item(), torch.stack(recalls).mean().item()


config = {
    "model": {"type": "wear_mlp", "hidden": 48},
    "optimizer": {"type": "Adam", "lr": 2e-3},
    "hooks": [{"type": "PriorBiasHook"}, {"type": "OptimHook"}, {"type": "ValHook"}],
    "epochs": 12,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = manicure_records(3000)
    net = build_from_cfg(config["model"], MODELS, in_dim=x.shape[1], n_classes=len(WEAR_CLASSES))
    runner = Runner(net, config["optimizer"], config["hooks"], epochs=config["epochs"])
    runner.run((x[:2400], y[:2400]), (x[2400:], y[2400:]))


if __name__ == "__main__":
    main()
