"""Tunnel boring machine: penetration rate, cutterhead torque and specific energy from
geology and machine settings, with a small grid search over trials (Ray Tune style).
"""
import itertools
import math

import torch
import torch.nn.functional as F
from torch import nn

GEOLOGY = ("ucs_mpa", "rqd", "quartz", "overburden_m", "water_lpm")
MACHINE = ("rpm", "thrust_kn", "cutter_wear")
TARGETS = ("penetration", "torque", "specific_energy")
TARGET_WEIGHTS = torch.tensor([1.0, 0.5, 0.25])
SEARCH_SPACE = {"lr": [3e-3, 1e-3], "width": [32, 64]}


def ring_logs(n, generator):
    ucs = 40 + 120 * torch.rand(n, generator=generator)
    rqd = torch.rand(n, generator=generator)
    quartz = 0.6 * torch.rand(n, generator=generator)
    overburden = 20 + 80 * torch.rand(n, generator=generator)
    water = 50 * torch.rand(n, generator=generator) ** 3
    rpm = 4 + 4 * torch.rand(n, generator=generator)
    thrust = 8000 + 6000 * torch.rand(n, generator=generator)
    wear = torch.rand(n, generator=generator)
    penetration = (thrust / 1000) ** 1.3 / (ucs ** 0.6) * (1.3 - 0.4 * rqd) * (1 - 0.3 * wear)
    torque = 0.9 * penetration ** 0.8 * ucs ** 0.5 * (1 + 0.5 * quartz) + 0.002 * water
    energy = torque * rpm / (penetration * rpm + 0.1) * 2 * math.pi / 10
    x = torch.stack([ucs / 160, rqd, quartz, overburden / 100, water / 50,
                     rpm / 8, thrust / 14000, wear], dim=1)
    y = torch.stack([penetration, torque / 10, energy / 10], dim=1)
    y = y + 0.02 * torch.randn(y.shape, generator=generator)
    return x, y


class AdvanceModel(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(len(GEOLOGY) + len(MACHINE), width), nn.GELU(),
            nn.Linear(width, width), nn.GELU(),
            nn.Linear(width, len(TARGETS)),
        )

    def forward(self, x):
        return self.net(x)


def objective(pred, target):
    per_target = F.mse_loss(pred, target, reduction="none").mean(dim=0)
    return TARGET_WEIGHTS * per_target


def grid(space):
    keys = list(space)
    for values in itertools.product(*(space[k] for k in keys)):
        yield dict(zip(keys, values))


class Reporter:
    def __init__(self):
        self.trials = []

    def __call__(self, config, **metrics):
        self.trials.append({**config, **metrics})

    def best(self, metric):
        return min(self.trials, key=lambda t: t[metric])


def train_trial(config, data, report, epochs=3, batch_size=64):
    (x_tr, y_tr), (x_va, y_va) = data
    model = AdvanceModel(config["width"])
    opt = torch.optim.Adam(model.parameters(), lr=config["lr"])
    for epoch in range(epochs):
        order = torch.randperm(x_tr.shape[0])
        for i in range(0, x_tr.shape[0], batch_size):
            idx = order[i:i + batch_size]
            opt.zero_grad()
            loss = objective(model(x_tr[idx]), y_tr[idx])
            loss.backward()
            opt.step()
        with torch.no_grad():
            err = (model(x_va) - y_va).abs().mean(dim=0)
        report(config, epoch=epoch, val_mae=err.mean().item(),
               **{f"mae_{name}": v for name, v in zip(TARGETS, err.tolist())})
    return model


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(5)
    data = (ring_logs(2400, g), ring_logs(600, g))
    reporter = Reporter()
    for config in grid(SEARCH_SPACE):
        train_trial(config, data, reporter)
        last = reporter.trials[-1]
        print(f"lr={config['lr']:.0e} width={config['width']}: val mae {last['val_mae']:.4f}")
    best = reporter.best("val_mae")
    print("best trial:", {k: round(v, 4) if isinstance(v, float) else v for k, v in best.items()})


if __name__ == "__main__":
    main()
