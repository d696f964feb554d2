import torch
import torch.nn as nn


class RipNet(nn.Module):
    def __init__(self, n_features, n_levels, hidden=32):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_features, hidden), nn.Tanh(),
                                     nn.Linear(hidden, hidden), nn.Tanh())
        self.risk = nn.Linear(hidden, n_levels)

    def forward(self, x):
        return self.risk(self.encoder(x))


class ElasticAnchor(nn.Module):
    """Online-EWC state: the consolidated weights and their Fisher diagonal, kept as buffers."""

    def __init__(self, named_params_fn, decay=0.9):
        super().__init__()
        self._named = named_params_fn
        self.decay = decay
        for name, p in named_params_fn():
            key = name.replace(".", "__")
            self.register_buffer(f"mean_{key}", torch.zeros_like(p))
            self.register_buffer(f"fisher_{key}", torch.zeros_like(p))

    def _pair(self, name):
        key = name.replace(".", "__")
        return getattr(self, f"mean_{key}"), getattr(self, f"fisher_{key}")

    @torch.no_grad()
    def consolidate(self, fisher):
        for name, p in self._named():
            mean, fis = self._pair(name)
            mean.copy_(p)
            fis.mul_(self.decay).add_(fisher[name])

    def forward(self):
        penalty = 0.0
        for name, p in self._named():
            mean, fis = self._pair(name)
            penalty = penalty + (fis * (p - mean) ** 2).sum()
        return penalty
