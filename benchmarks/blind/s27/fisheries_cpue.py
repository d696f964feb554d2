"""Catch per haul of a trawler fleet: negative-binomial regression of the fish count from
vessel, gear, month and bottom temperature. Running statistics are kept by descriptors."""
import math

import torch
from torch import nn


class RunningMean:
    """Data descriptor: assigning adds a value to a running mean; reading returns the mean."""

    def __set_name__(self, owner, name):
        self.total, self.count = f"_{name}_total", f"_{name}_count"

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self.total, 0.0) / max(getattr(obj, self.count, 0), 1)

    def __set__(self, obj, value):
        setattr(obj, self.total, getattr(obj, self.total, 0.0) + value)
        setattr(obj, self.count, getattr(obj, self.count, 0) + 1)

    def reset(self, obj):
        setattr(obj, self.total, 0.0)
        setattr(obj, self.count, 0)


class EpochStats:
    nll = RunningMean()
    dispersion = RunningMean()

    def reset(self):
        for field in ("nll", "dispersion"):
            vars(type(self))[field].reset(self)


def hauls(n, n_vessels, generator):
    vessel = torch.randint(n_vessels, (n,), generator=generator)
    skill = torch.randn(n_vessels, generator=torch.Generator().manual_seed(4)) * 0.4
    gear = torch.randint(3, (n,), generator=generator)
    month = torch.randint(12, (n,), generator=generator)
    temp = 4 + 6 * torch.rand(n, generator=generator)
    effort = 1 + 3 * torch.rand(n, generator=generator)  # trawl hours
    log_rate = (1.2 + skill[vessel] + torch.tensor([0.0, 0.5, -0.3])[gear]
                + 0.6 * torch.cos(2 * math.pi * (month - 3) / 12) - 0.08 * (temp - 7) ** 2)
    mu = effort * log_rate.exp()
    counts = torch.distributions.NegativeBinomial(total_count=4.0, logits=(mu / 4.0).log())
    return vessel, gear, month, temp, effort, counts.sample()


class CatchModel(nn.Module):
    def __init__(self, n_vessels, width=32):
        super().__init__()
        self.vessel = nn.Embedding(n_vessels, 4)
        self.gear = nn.Embedding(3, 2)
        self.body = nn.Sequential(nn.Linear(4 + 2 + 3, width), nn.Softplus(),
                                  nn.Linear(width, 1))
        self.log_shape = nn.Parameter(torch.zeros(()))

    def forward(self, vessel, gear, month, temp, effort):
        season = torch.stack([torch.sin(2 * math.pi * month / 12),
                              torch.cos(2 * math.pi * month / 12), (temp - 7) / 3], dim=1)
        h = torch.cat([self.vessel(vessel), self.gear(gear), season], dim=1)
        log_mu = self.body(h).squeeze(1) + effort.log()
        shape = self.log_shape.exp()
        return torch.distributions.NegativeBinomial(shape, logits=log_mu - shape.log())


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    train = hauls(24000, 40, gen)
    test = hauls(6000, 40, gen)
    net = CatchModel(40)
    opt = torch.optim.SGD(net.parameters(), lr=0.02, momentum=0.9)
    warm = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=200)
    stats = EpochStats()

    def test_nll():
        with torch.no_grad():
            *features, counts = test
            return -net(*features).log_prob(counts).mean().item()

    print(f"test nll per haul before {test_nll():.4f}")
    for epoch in range(6):
        stats.reset()
        order = torch.randperm(len(train[0]))
        for i in range(0, len(order), 64):
            *features, counts = (t[order[i:i + 64]] for t in train)
            dist = net(*features)
            nll = -dist.log_prob(counts).mean()
            opt.zero_grad()
            nll.backward()
            opt.step()
            warm.step()
            stats.nll = nll
            stats.dispersion = 1.0 / net.log_shape.exp().item()
        print(f"epoch {epoch}: train nll {stats.nll:.4f}  "
              f"overdispersion 1/k {stats.dispersion:.3f}  test nll {test_nll():.4f}")


if __name__ == "__main__":
    main()
