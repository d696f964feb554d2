"""Mangrove canopy-height regression, estuary by estuary, with Memory Aware Synapses (MAS).

Inputs per pixel: optical reflectances, two radar backscatter channels and tidal inundation
frequency.  Species mix and sediment differ between estuaries, so the regressor is updated as
each new estuary's field plots come in, and MAS importances protect what earlier ones taught.
"""
from collections import defaultdict

import torch
import torch.nn as nn
import torch.nn.functional as F

BANDS = ["blue", "green", "red", "rededge", "nir", "swir1", "swir2", "vv", "vh", "inundation"]


class Opts:
    estuaries = 4
    plots = 480
    hidden = 128
    lr = 2e-3
    epochs = 15
    batch = 48
    mas_lambda = 1.0
    importance_batches = 8
    seed = 0


def estuary_plots(n_estuaries, n_plots, gen):
    shared = torch.randn(len(BANDS), generator=gen)
    for e in range(n_estuaries):
        local = shared + 0.6 * torch.randn(len(BANDS), generator=gen)
        x = torch.randn(n_plots, len(BANDS), generator=gen)
        height = 8.0 + 2.5 * torch.tanh(x @ local / 3.0) + 0.8 * x[:, 4] * x[:, 7]
        height = height + 0.4 * torch.randn(n_plots, generator=gen)
        cut = int(0.8 * n_plots)
        yield e, (x[:cut], height[:cut, None]), (x[cut:], height[cut:, None])


class CanopyNet(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(BANDS), hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(x)


class SynapseState(nn.Module):
    """Importance weights (omega) and anchor weights, kept as buffers next to the model."""

    def __init__(self, named_params):
        super().__init__()
        self.names = []
        for n, p in named_params:
            key = n.replace(".", "_")
            self.names.append((n, key))
            self.register_buffer("omega_" + key, torch.zeros_like(p))
            self.register_buffer("anchor_" + key, p.detach().clone())

    def penalty(self, named_params):
        params = dict(named_params)
        total = 0.0
        for n, key in self.names:
            omega, anchor = getattr(self, "omega_" + key), getattr(self, "anchor_" + key)
            total = total + (omega * (params[n] - anchor) ** 2).sum()
        return total


class ContinualLearner:
    def __init__(self, net, opts):
        self.net, self.o = net, opts
        self.param_views = [net.named_parameters]
        self.opt = torch.optim.Adam(net.parameters(), lr=opts.lr)
        self.gen = torch.Generator().manual_seed(opts.seed + 9)
        self.log = defaultdict(list)
        self.estuaries_done = 0

    def named(self):
        return [item for view in self.param_views for item in view()]

    def batches(self, x, y):
        order = torch.randperm(len(y), generator=self.gen)
        for idx in order.split(self.o.batch):
            yield x[idx], y[idx]

    def learn(self, estuary, x, y):
        for epoch in range(self.o.epochs):
            for xb, yb in self.batches(x, y):
                self.step(estuary, xb, yb)
        self.finish(x, y)
        self.estuaries_done += 1

    @torch.no_grad()
    def rmse(self, x, y):
        return F.mse_loss(self.net(x), y).sqrt().item()


class MASLearner(ContinualLearner):
    def __init__(self, net, opts):
        super().__init__(net, opts)
        self.synapses = SynapseState(self.named())

    def step(self, estuary, x, y):
        self.opt.zero_grad()
        objective = F.mse_loss(self.net(x), y)
        if self.estuaries_done:
            objective = objective + self.o.mas_lambda * self.synapses.penalty(self.named())
        objective.backward()
        self.opt.step()
        self.log[f"estuary_{estuary}"].append(objective)

    def finish(self, x, y):
        # MAS: sensitivity of the squared output norm, no labels needed
        omega = {n: torch.zeros_like(p) for n, p in self.named()}
        for k, (xb, _) in enumerate(self.batches(x, y)):
            if k == self.o.importance_batches:
                break
            self.net.zero_grad()
            self.net(xb).pow(2).sum(dim=1).mean().backward()
            for n, p in self.named():
                omega[n] += p.grad.abs() / self.o.importance_batches
        self.net.zero_grad()
        with torch.no_grad():
            for n, key in self.synapses.names:
                getattr(self.synapses, "omega_" + key).add_(omega[n])
                getattr(self.synapses, "anchor_" + key).copy_(dict(self.named())[n])


def main(opts=Opts):
    torch.manual_seed(opts.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(opts.seed)
    learner = MASLearner(CanopyNet(opts.hidden), opts)
    tests = []
    for e, (x, y), test in estuary_plots(opts.estuaries, opts.plots, gen):
        learner.learn(e, x, y)
        tests.append(test)
        history = learner.log[f"estuary_{e}"]
        print(f"estuary {e}: mean objective over its last 8 steps {torch.stack(history[-8:]).mean().item():.3f}, "
              f"test RMSE per estuary (m) {[round(learner.rmse(*t), 2) for t in tests]}")
    return learner


if __name__ == "__main__":
    main()
