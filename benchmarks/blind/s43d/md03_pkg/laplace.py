"""Post-hoc diagonal Laplace approximation around the trained weights.

The posterior precision of every weight is prior_precision + N * (empirical Fisher),
with the Fisher estimated from per-window gradients of the log-likelihood.
"""
import copy

import torch
import torch.nn.functional as F


def empirical_fisher(net, feats, labels):
    params = [p for p in net.parameters() if p.requires_grad]
    fisher = [torch.zeros_like(p) for p in params]
    per_window = F.cross_entropy(net(feats), labels, reduction="none")
    for i in range(len(labels)):
        net.zero_grad(set_to_none=True)
        per_window[i].backward()
        for acc, p in zip(fisher, params):
            acc += p.grad.detach() ** 2
    return [acc / len(labels) for acc in fisher]


class DiagonalLaplace:
    def __init__(self, net, prior_precision=1.0):
        self.net = net
        self.prior_precision = prior_precision
        self.mean = [p.detach().clone() for p in net.parameters()]
        self.std = None

    def fit(self, feats, labels, n_data=None):
        n_data = n_data or len(labels)
        fisher = empirical_fisher(self.net, feats, labels)
        self.std = [(self.prior_precision + n_data * f).rsqrt() for f in fisher]
        return self

    @torch.no_grad()
    def sample_nets(self, k, gen=None):
        for _ in range(k):
            draw = copy.deepcopy(self.net)
            for p, m, s in zip(draw.parameters(), self.mean, self.std):
                p.copy_(m + s * torch.randn(m.shape, generator=gen))
            yield draw

    @torch.no_grad()
    def predictive(self, feats, k=30, gen=None):
        probs = [F.softmax(d(feats), dim=1) for d in self.sample_nets(k, gen)]
        return torch.stack(probs).mean(0)
