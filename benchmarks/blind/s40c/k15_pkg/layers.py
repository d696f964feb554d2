import torch
import torch.nn as nn


class ActNorm(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))

    def initialize_from(self, h):
        """Data-dependent init: unit variance, zero mean on the given batch.
        Parameters are overwritten in place; the caller must disable grad mode."""
        self.bias.copy_(-h.mean(0))
        self.log_scale.copy_(-torch.log(h.std(0) + 1e-6))

    def forward(self, h):
        return (h + self.bias) * torch.exp(self.log_scale), self.log_scale.sum().expand(h.shape[0])

    def inverse(self, z):
        return z * torch.exp(-self.log_scale) - self.bias


class Coupling(nn.Module):
    def __init__(self, flip, width=64):
        super().__init__()
        self.flip = flip
        self.net = nn.Sequential(nn.Linear(1, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU(),
                                 nn.Linear(width, 2))
        nn.init.zeros_(self.net[-1].weight)
        nn.init.zeros_(self.net[-1].bias)

    def _split(self, h):
        a, b = h[:, :1], h[:, 1:]
        return (b, a) if self.flip else (a, b)

    def _join(self, a, b):
        return torch.cat([b, a], 1) if self.flip else torch.cat([a, b], 1)

    def forward(self, h):
        a, b = self._split(h)
        log_s, t = self.net(a).chunk(2, dim=1)
        log_s = 2.0 * torch.tanh(log_s / 2.0)
        b = b * torch.exp(log_s) + t
        return self._join(a, b), log_s.sum(1)

    def inverse(self, z):
        a, b = self._split(z)
        log_s, t = self.net(a).chunk(2, dim=1)
        log_s = 2.0 * torch.tanh(log_s / 2.0)
        return self._join(a, (b - t) * torch.exp(-log_s))
