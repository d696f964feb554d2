"""Parking-meter jam-cause diagnosis, street by street, with unit-importance gradient masking.

Each meter reports coin-path sensor timings, motor current, card-reader retries and weather.
Streets differ (salt spray at the seafront, dust near building sites), so the diagnosis model is
updated street by street.  After every street the hidden units that mattered most (first-order
Taylor importance |a * dL/da|) get their incoming weights protected for the following streets.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

CAUSES = ["none", "coin_jam", "bent_coin", "card_reader", "paper_jam", "frozen_shutter"]
SIGNALS = 14

params = {
    "streets": ["seafront", "market_sq", "station_rd", "harbour_ln"],
    "per_cause": 50,
    "hidden": 48,
    "lr": 0.05,
    "epochs": 10,
    "batch": 30,
    "protect": 0.9,
    "seed": 0,
}


def street_reports(streets, per_cause, gen):
    causes = 1.3 * torch.randn(len(CAUSES), SIGNALS, generator=gen)
    for street in streets:
        climate = 0.6 * torch.randn(SIGNALS, generator=gen)
        xs, ys = [], []
        for k in range(len(CAUSES)):
            xs.append(causes[k] + climate + torch.randn(per_cause, SIGNALS, generator=gen))
            ys.append(torch.full((per_cause,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        order = torch.randperm(len(y), generator=gen)
        cut = int(0.8 * len(y))
        yield street, (x[order[:cut]], y[order[:cut]]), (x[order[cut:]], y[order[cut:]])


class MeterNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.enc = nn.Linear(SIGNALS, hidden)
        self.out = nn.Linear(hidden, len(CAUSES))

    def encode(self, x):
        return torch.relu(self.enc(x))

    def forward(self, x):
        return self.out(self.encode(x))


class ContinualLearner:
    def __init__(self, net, p):
        self.net, self.p = net, p
        self.opt = torch.optim.SGD(net.parameters(), lr=p["lr"], momentum=0.0)
        self.gen = torch.Generator().manual_seed(p["seed"] + 13)
        self.protected = torch.zeros(p["hidden"])

    def learn_street(self, x, y):
        for _ in range(self.p["epochs"]):
            for idx in torch.randperm(len(y), generator=self.gen).split(self.p["batch"]):
                self.step(x[idx], y[idx])
        self.after_street(x, y)

    @torch.no_grad()
    def accuracy(self, x, y):
        return (self.net(x).argmax(1) == y).float().mean().item()


class UnitMaskLearner(ContinualLearner):
    def step(self, x, y):
        self.opt.zero_grad()
        loss = F.cross_entropy(self.net(x), y)
        loss.backward()
        keep = (1 - self.p["protect"] * self.protected)
        self.net.enc.weight.grad.mul_(keep[:, None])
        self.net.enc.bias.grad.mul_(keep)
        self.opt.step()
        return loss.item()

    def unit_importance(self, x, y):
        hidden = self.net.encode(x)
        loss = F.cross_entropy(self.net.out(hidden), y)
        self.net.zero_grad()
        loss.backward()
        taylor = (hidden * hidden.grad).abs().mean(dim=0)
        self.net.zero_grad()
        return taylor / (taylor.max() + 1e-12)

    def after_street(self, x, y):
        imp = self.unit_importance(x, y).detach()
        self.protected = torch.maximum(self.protected, imp)


def main():
    torch.manual_seed(params["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(params["seed"])
    learner = UnitMaskLearner(MeterNet(params["hidden"]), params)
    tests = {}
    for street, (x, y), test in street_reports(params["streets"], params["per_cause"], gen):
        learner.learn_street(x, y)
        tests[street] = test
        accs = {s: round(learner.accuracy(*t), 2) for s, t in tests.items()}
        print(f"after {street}: accuracy {accs}, protected units {(learner.protected > 0.5).sum().item()}")


if __name__ == "__main__":
    main()
