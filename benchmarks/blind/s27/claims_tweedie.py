"""Pure-premium model for motor insurance: Tweedie (p = 1.5) regression of the yearly
claim cost per policy from driver, vehicle and territory features."""
import math

import torch
from torch import nn

POWER = 1.5


def portfolio(n, generator):
    x = torch.randn(n, 10, generator=generator)
    log_freq = -1.6 + 0.5 * x[:, 0] - 0.3 * x[:, 1] + 0.25 * x[:, 2] * x[:, 3]
    counts = torch.poisson(log_freq.exp(), generator=generator)
    severity = 2.0 * torch.exp(0.4 * x[:, 4] + 0.2 * x[:, 5])
    gamma = torch.distributions.Gamma(2.0 * counts.clamp(min=1), 2.0 / severity)
    cost = torch.where(counts > 0, gamma.sample(), torch.zeros(n))
    return x, cost


def tweedie_deviance(log_mu, y, p=POWER):
    a = y * torch.exp((1 - p) * log_mu) / (1 - p)
    b = torch.exp((2 - p) * log_mu) / (2 - p)
    return (b - a).mean()


class PremiumNet(nn.Module):
    def __init__(self, n_features, hidden=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_features, hidden), nn.ELU(),
                                   nn.Linear(hidden, hidden), nn.ELU())
        self.head = nn.Linear(hidden, 1)

    def warm_start(self, mean_cost):
        """Start at the portfolio's mean premium with a near-silent head."""
        self.head.weight = nn.Parameter(self.head.weight * 0.01)
        with torch.no_grad():
            self.head.bias.fill_(math.log(mean_cost))

    def forward(self, x):
        return self.head(self.trunk(x)).squeeze(1)


class Trainer:
    def __init__(self, net, lr=1.0, rho=0.9):
        self.net = net
        self.solver = torch.optim.Adadelta(net.parameters(), lr=lr, rho=rho)

    def fit(self, x, y, epochs, batch, report):
        self.net.warm_start(y.mean().item())
        for epoch in range(epochs):
            order = torch.randperm(len(y))
            for i in range(0, len(y), batch):
                idx = order[i:i + batch]
                self.solver.zero_grad()
                tweedie_deviance(self.net(x[idx]), y[idx]).backward()
                self.solver.step()
            report(epoch)


@torch.no_grad()
def gini(pred, y):
    order = torch.argsort(pred, descending=True)
    cum = torch.cumsum(y[order], 0) / y.sum()
    return (2 * (cum.mean() - 0.5)).item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(21)
    x, y = portfolio(20000, gen)
    xt, yt = portfolio(8000, gen)
    net = PremiumNet(x.shape[1])
    trainer = Trainer(net)

    def report(epoch):
        with torch.no_grad():
            log_mu = net(xt)
            dev = tweedie_deviance(log_mu, yt).item()
        print(f"epoch {epoch}: test deviance {dev:.4f}  gini {gini(log_mu, yt):.3f}")

    print(f"mean yearly cost {y.mean():.3f}, share with a claim {(y > 0).float().mean():.3f}")
    trainer.fit(x, y, epochs=6, batch=256, report=report)


if __name__ == "__main__":
    main()
