"""Laser-tag arena: decide whether an infrared burst on a vest sensor is a genuine tag
from another player or a false trigger (reflections, sunlight through the skylight).

The arena cares about two different costs: a missed tag annoys the shooter, a phantom
tag annoys the wearer. Each trial samples the cost ratio, the decision threshold and the
usual network settings, and trains directly on the expected arena cost.
"""
import math
import random

import torch
from torch import nn


def vest_bursts(n, seed=71):
    g = torch.Generator().manual_seed(seed)
    genuine = (torch.rand(n, generator=g) < 0.4).float()
    distance = 2 + 25 * torch.rand(n, generator=g)
    angle = 70 * torch.rand(n, generator=g)
    ambient = torch.rand(n, generator=g)
    reflect = (1 - genuine) * (torch.rand(n, generator=g) < 0.6).float()
    code_match = torch.where(genuine.bool(), 0.7 + 0.3 * torch.rand(n, generator=g),
                             0.2 + 0.7 * torch.rand(n, generator=g) * (1 - 0.5 * reflect))
    intensity = (genuine * 40 / distance * torch.cos(torch.deg2rad(angle))
                 + (1 - genuine) * (0.3 * reflect + ambient) + 0.2 * torch.randn(n, generator=g))
    pulse_err = torch.where(genuine.bool(), 0.05 * torch.rand(n, generator=g),
                            0.3 * torch.rand(n, generator=g))
    sensors = torch.rand(n, 4, generator=g) * (1 + 2 * genuine.unsqueeze(1) * torch.rand(n, 1, generator=g))
    x = torch.cat([torch.stack([distance / 27, angle / 70, ambient, code_match, intensity / 4,
                                pulse_err / 0.3], 1), sensors / 3], 1)
    return x, genuine


class VestNet(nn.Module):
    def __init__(self, n_in, width, dropout):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.body(x).squeeze(-1)


class ArenaCost:
    """Mean cost per burst of the vest's hit decisions."""

    def __init__(self, miss_cost, phantom_cost, threshold):
        self.miss_cost, self.phantom_cost, self.threshold = miss_cost, phantom_cost, threshold

    def decide(self, logits):
        return (torch.sigmoid(logits) > self.threshold).float()

    def __call__(self, logits, genuine):
        tagged = self.decide(logits)
        cost = self.miss_cost * (1 - tagged) * genuine + self.phantom_cost * tagged * (1 - genuine)
        return cost.mean()


class Trial:
    def __init__(self, number):
        self.number, self.params = number, {}
        self._rng = random.Random(8080 + number)

    def suggest_float(self, name, low, high, log=False):
        u = self._rng.uniform(math.log(low), math.log(high)) if log else self._rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self._rng.choice(choices)
        return self.params[name]


@torch.no_grad()
def arena_report(net, cost_fn, x, y):
    net.eval()
    logits = net(x)
    tagged = cost_fn.decide(logits)
    return {"cost": cost_fn(logits, y).item(),
            "recall": (tagged * y).sum().item() / y.sum().item(),
            "phantom_rate": (tagged * (1 - y)).sum().item() / (1 - y).sum().item()}


def train(hp, train_xy, val_xy, epochs=15, patience=4, seed=0):
    torch.manual_seed(seed)
    net = VestNet(train_xy[0].shape[1], hp["width"], hp["dropout"])
    cost_fn = ArenaCost(hp["miss_cost"], 1.0, hp["threshold"])
    opt = torch.optim.Adam(net.parameters(), lr=hp["lr"])
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[6, 11], gamma=0.3)
    x, y = train_xy
    best, best_state, wait = math.inf, None, 0
    for epoch in range(epochs):
        net.train()
        for idx in torch.randperm(len(y)).split(hp["batch"]):
            expected_cost = cost_fn(net(x[idx]), y[idx])
            expected_cost.requires_grad_(True)
            opt.zero_grad()
            expected_cost.backward()
            opt.step()
        sched.step()
        report = arena_report(net, cost_fn, *val_xy)
        if report["cost"] < best - 1e-4:
            best, wait, best_state = report["cost"], 0, {k: v.clone() for k, v in net.state_dict().items()}
        else:
            wait += 1
            if wait >= patience:
                break
    net.load_state_dict(best_state)
    return net, cost_fn, best


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = vest_bursts(3000)
    train_xy, val_xy, test_xy = (x[:1800], y[:1800]), (x[1800:2400], y[1800:2400]), (x[2400:], y[2400:])
    board = []
    for number in range(5):
        trial = Trial(number)
        hp = {"miss_cost": trial.suggest_float("miss_cost", 1.0, 4.0),
              "threshold": trial.suggest_float("threshold", 0.2, 0.7),
              "lr": trial.suggest_float("lr", 1e-3, 1e-2, log=True),
              "width": trial.suggest_categorical("width", [32, 64, 128]),
              "dropout": trial.suggest_float("dropout", 0.0, 0.3),
              "batch": 64}
        _, _, cost = train(hp, train_xy, val_xy, seed=number)
        board.append((cost, hp))
        print(f"trial {number}: val arena cost {cost:.4f}  miss_cost={hp['miss_cost']:.2f} "
              f"threshold={hp['threshold']:.2f} lr={hp['lr']:.1e} width={hp['width']}")
    cost, hp = min(board, key=lambda b: b[0])
    full = (torch.cat([train_xy[0], val_xy[0]]), torch.cat([train_xy[1], val_xy[1]]))
    net, cost_fn, _ = train(hp, full, test_xy, seed=21)
    print("refit best on train+val ->", {k: round(v, 3) for k, v in arena_report(net, cost_fn, *test_xy).items()})


if __name__ == "__main__":
    main()
