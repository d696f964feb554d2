"""Glassblowing studio: flag vessels that will show seeds (small bubbles) from the furnace and
gather readings taken while the gaffer works the piece. Readings per piece vary in number, so the
sequence is padded and pooled with attention.

    python mg04_single.py
"""
import torch
import torch.nn.functional as F
from torch import nn


class Registry(dict):
    def register(self, name):
        def _add(cls):
            self[name] = cls
            return cls
        return _add


MODELS, HOOKS = Registry(), Registry()


def build_from_cfg(cfg, registry, **defaults):
    cfg = {**defaults, **cfg}
    return registry[cfg.pop("type")](**cfg)


# ------------------------------------------------------------------------------ synthetic pieces
def studio_pieces(n, max_len=24, seed=0):
    """Each reading: glass temp (C), gather weight (g), seconds out of the glory hole, batch age (h),
    pipe temp (C). Seeds appear when the melt was too young or the glass was worked too cold."""
    g = torch.Generator().manual_seed(seed)
    lengths = torch.randint(6, max_len + 1, (n,), generator=g)
    x = torch.zeros(n, max_len, 5)
    y = torch.zeros(n)
    for i in range(n):
        t = lengths[i].item()
        batch_age = 2.0 + 30.0 * torch.rand(1, generator=g)
        temp = 1120 - torch.cumsum(8 * torch.rand(t, generator=g), 0) + 40 * torch.randn(1, generator=g)
        weight = 300 + 40 * torch.arange(t) / t + 10 * torch.randn(t, generator=g)
        secs = 20 + 25 * torch.rand(t, generator=g)
        pipe = 480 + 60 * torch.randn(t, generator=g)
        cold = (temp < 1050).float().mean()
        logit = 2.2 - 0.18 * batch_age + 4.0 * cold + 0.01 * (secs.max() - 35) + 0.002 * (400 - pipe.min())
        y[i] = (torch.rand(1, generator=g) < torch.sigmoid(logit)).float()
        x[i, :t] = torch.stack([(temp - 1080) / 40, (weight - 320) / 20, (secs - 32) / 8,
                                batch_age.expand(t) / 15 - 1, (pipe - 480) / 60], dim=1)
    return x, lengths, y


# ------------------------------------------------------------------------------ model
class AttentionPool(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, h, pad_mask):
        weights = torch.softmax(self.score(h).squeeze(-1), dim=1)
        weights[pad_mask] = 0.0
        weights = weights / weights.sum(dim=1, keepdim=True)
        return torch.einsum("bt,btd->bd", weights, h)


@MODELS.register("seed_risk_net")
class SeedRiskNet(nn.Module):
    def __init__(self, in_dim=5, width=32):
        super().__init__()
        self.embed = nn.Sequential(nn.Linear(in_dim, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.pool = AttentionPool(width)
        self.cls = nn.Linear(width, 1)

    def forward(self, x, lengths):
        pad_mask = torch.arange(x.size(1)).unsqueeze(0) >= lengths.unsqueeze(1)
        return self.cls(self.pool(self.embed(x), pad_mask)).squeeze(-1)


# ------------------------------------------------------------------------------ hooks
class Hook:
    def before_epoch(self, runner): pass
    def after_iter(self, runner): pass
    def after_epoch(self, runner): pass


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def after_iter(self, runner):
        runner.optim.zero_grad()
        runner.outputs["loss"].backward()
        runner.optim.step()


@HOOKS.register("EpochLogger")
class EpochLogger(Hook):
    def before_epoch(self, runner):
        self.total, self.seen = 0.0, 0

    def after_iter(self, runner):
        self.total += runner.outputs["loss"].item() * runner.outputs["n"]
        self.seen += runner.outputs["n"]

    def after_epoch(self, runner):
        acc = runner.evaluate(runner.val_set)
        print(f"epoch {runner.epoch + 1}: train bce {self.total / self.seen:.4f}  val acc {acc:.3f}")


# ------------------------------------------------------------------------------ runner
class Runner:
    def __init__(self, model, optim_cfg, hooks, epochs, batch_size):
        self.model = model
        kind = optim_cfg.pop("type")
        self.optim = getattr(torch.optim, kind)(model.parameters(), **optim_cfg)
        self.hooks = [build_from_cfg(h, HOOKS) for h in hooks]
        self.epochs, self.batch_size = epochs, batch_size
        self.outputs = {}

    def call_hook(self, name):
        for hook in self.hooks:
            getattr(hook, name)(self)

    def batches(self, data, shuffle):
        n = len(data[0])
        order = torch.randperm(n) if shuffle else torch.arange(n)
        for i in range(0, n, self.batch_size):
            idx = order[i:i + self.batch_size]
            yield tuple(t[idx] for t in data)

    def train_step(self, batch):
        raise NotImplementedError

    def fit(self, train_set, val_set):
        self.val_set = val_set
        for self.epoch in range(self.epochs):
            self.model.train()
            self.call_hook("before_epoch")
            for batch in self.batches(train_set, shuffle=True):
                self.outputs = self.train_step(batch)
                self.call_hook("after_iter")
            self.call_hook("after_epoch")


class SeedRunner(Runner):
    def __init__(self, *args, pos_weight=1.0, **kwargs):
        super().__init__(*args, **kwargs)
        self.pos_weight = torch.tensor(pos_weight)

    def train_step(self, batch):
        x, lengths, y = batch
        logits = self.model(x, lengths)
        loss = F.binary_cross_entropy_with_logits(logits, y, pos_weight=self.pos_weight)
        return {"loss": loss, "n": len(y)}

    @torch.no_grad()
    def evaluate(self, data):
        self.model.eval()
        x, lengths, y = data
        return ((self.model(x, lengths) > 0).float() == y).float().mean().item()


cfg = dict(
    model=dict(type="seed_risk_net", width=32),
    optimizer=dict(type="Adam", lr=2e-3),
    hooks=[dict(type="OptimizerHook"), dict(type="EpochLogger")],
    epochs=8,
    batch_size=32,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, lengths, y = studio_pieces(900)
    train, val = (x[:700], lengths[:700], y[:700]), (x[700:], lengths[700:], y[700:])
    net = build_from_cfg(cfg["model"], MODELS)
    runner = SeedRunner(net, dict(cfg["optimizer"]), cfg["hooks"], cfg["epochs"], cfg["batch_size"],
                        pos_weight=float((1 - y[:700].mean()) / y[:700].mean()))
    print(f"pieces with seeds: {y.mean():.2f}")
    runner.fit(train, val)
    print(f"final val acc {runner.evaluate(val):.3f}")


if __name__ == "__main__":
    main()
