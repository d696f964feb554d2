"""Noodle-dough sheeting line: predict the sheet thickness at the cutter from the roller-stand
sensors, with a stateful GRU trained by truncated BPTT over the continuous production stream.

    python mg02_single.py
"""
import torch
from torch import nn


class Registry:
    def __init__(self, name):
        self.name, self._items = name, {}

    def register(self, key):
        def deco(cls):
            self._items[key] = cls
            return cls
        return deco

    def build(self, cfg, **defaults):
        cfg = dict(cfg)
        cls = self._items[cfg.pop("type")]
        for k, v in defaults.items():
            cfg.setdefault(k, v)
        return cls(**cfg)


MODELS, HOOKS = Registry("models"), Registry("hooks")


# ----------------------------------------------------------------------------------- data
def sheeting_stream(n_lines=8, length=1600, seed=3):
    """Per line: roller gap (mm), dough temperature (C), hydration (%), line speed (m/min)."""
    g = torch.Generator().manual_seed(seed)
    feats = torch.zeros(length, n_lines, 4)
    thick = torch.zeros(length, n_lines, 1)
    gap = 1.2 + 0.1 * torch.randn(n_lines, generator=g)
    temp = 24.0 + torch.randn(n_lines, generator=g)
    relax = gap.clone()
    for t in range(length):
        gap = gap + 0.02 * torch.randn(n_lines, generator=g) - 0.05 * (gap - 1.2)
        temp = temp + 0.05 * torch.randn(n_lines, generator=g)
        hyd = 34.0 + 1.5 * torch.sin(torch.tensor(t / 90.0)) + 0.3 * torch.randn(n_lines, generator=g)
        speed = 18.0 + 2.0 * (torch.rand(n_lines, generator=g) < 0.02).float()
        # the dough springs back slowly: thickness depends on the recent gap history
        relax = 0.9 * relax + 0.1 * (gap * (1.0 + 0.004 * (hyd - 34.0)) + 0.01 * (temp - 24.0))
        feats[t] = torch.stack([gap, temp, hyd, speed], dim=1)
        thick[t, :, 0] = 1.08 * relax + 0.03 * (speed - 18.0) / 2.0 + 0.005 * torch.randn(n_lines, generator=g)
    mu, sd = feats.mean((0, 1)), feats.std((0, 1))
    return (feats - mu) / sd, (thick - 1.2) * 10.0     # target in units of 0.1 mm around nominal


def bptt_chunks(x, y, bptt):
    for start in range(0, x.size(0) - 1, bptt):
        yield x[start:start + bptt], y[start:start + bptt]


def detach_state(state):
    """Cut the graph at a chunk boundary but keep the values (works for GRU and LSTM states)."""
    if state is None:
        return None
    if isinstance(state, tuple):
        return tuple(detach_state(s) for s in state)
    return state.detach()


# ----------------------------------------------------------------------------------- model
@MODELS.register("gru_sheeter")
class SheeterGRU(nn.Module):
    def __init__(self, in_features=4, hidden=32, layers=1):
        super().__init__()
        self.rnn = nn.GRU(in_features, hidden, num_layers=layers)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        h, state = self.rnn(x, state)
        return self.out(h), state


# ----------------------------------------------------------------------------------- hooks
class Hook:
    def before_train_epoch(self, runner): pass
    def after_train_iter(self, runner): pass
    def after_train_epoch(self, runner): pass


@HOOKS.register("StateResetHook")
class StateResetHook(Hook):
    def before_train_epoch(self, runner):
        runner.state = None


@HOOKS.register("OptimizerHook")
class OptimizerHook(Hook):
    def __init__(self, max_norm=1.0):
        self.max_norm = max_norm

    def after_train_iter(self, runner):
        runner.optimizer.zero_grad(set_to_none=True)
        runner.outputs["loss"].backward()
        nn.utils.clip_grad_norm_(runner.model.parameters(), self.max_norm)
        runner.optimizer.step()


@HOOKS.register("LossHistoryHook")
class LossHistoryHook(Hook):
    def __init__(self):
        self.epoch_losses, self.curve = [], []

    def before_train_epoch(self, runner):
        self.epoch_losses = []

    def after_train_iter(self, runner):
        self.epoch_losses.append(runner.outputs["loss"].detach())

    def after_train_epoch(self, runner):
        rmse = torch.stack(self.epoch_losses).mean().sqrt().item()
        self.curve.append(rmse)
        print(f"epoch {runner.epoch + 1}: train RMSE {rmse * 100:.1f} um")


# ----------------------------------------------------------------------------------- runners
class Runner:
    def __init__(self, model, optim_cfg, hooks, max_epochs):
        self.model = model
        optim_cfg = dict(optim_cfg)
        self.optimizer = getattr(torch.optim, optim_cfg.pop("type"))(model.parameters(), **optim_cfg)
        self.hooks = [HOOKS.build(h) if isinstance(h, dict) else h for h in hooks]
        self.max_epochs, self.epoch, self.outputs = max_epochs, 0, {}

    def call_hook(self, name):
        for h in self.hooks:
            getattr(h, name)(self)

    def train_step(self, batch):
        raise NotImplementedError

    def train(self, batches):
        self.model.train()
        self.call_hook("before_train_epoch")
        for batch in batches:
            self.outputs = self.train_step(batch)
            self.call_hook("after_train_iter")
        self.call_hook("after_train_epoch")

    def val(self, batches):
        self.model.eval()
        with torch.no_grad():
            errs = [self.val_step(b) for b in batches]
        return torch.cat(errs).pow(2).mean().sqrt().item()


class StreamRunner(Runner):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.state = None

    def train_step(self, batch):
        x, y = batch
        self.state = detach_state(self.state)
        pred, self.state = self.model(x, self.state)
        return {"loss": nn.functional.mse_loss(pred, y)}

    def val_step(self, batch):
        x, y = batch
        pred, self.val_state = self.model(x, getattr(self, "val_state", None))
        return (pred - y).flatten()

    def run(self, train_xy, val_xy, bptt):
        for self.epoch in range(self.max_epochs):
            self.train(bptt_chunks(*train_xy, bptt))
            self.val_state = None
        return self.val(bptt_chunks(*val_xy, bptt))


cfg = dict(
    model=dict(type="gru_sheeter", hidden=32),
    optimizer=dict(type="Adam", lr=5e-3),
    hooks=[dict(type="StateResetHook"), dict(type="OptimizerHook", max_norm=1.0), dict(type="LossHistoryHook")],
    bptt=40,
    max_epochs=10,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = sheeting_stream()
    split = 1200
    net = MODELS.build(cfg["model"])
    runner = StreamRunner(net, cfg["optimizer"], cfg["hooks"], cfg["max_epochs"])
    val_rmse = runner.val(bptt_chunks(x[split:], y[split:], cfg["bptt"]))
    print(f"untrained val RMSE {val_rmse * 100:.1f} um")
    val_rmse = runner.run((x[:split], y[:split]), (x[split:], y[split:]), cfg["bptt"])
    naive = (y[split:] - y[:split].mean()).pow(2).mean().sqrt().item()
    print(f"held-out RMSE {val_rmse * 100:.1f} um (constant-mean baseline {naive * 100:.1f} um)")


if __name__ == "__main__":
    main()
