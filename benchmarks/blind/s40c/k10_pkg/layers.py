import torch
import torch.nn as nn


class ActNorm(nn.Module):
    """Per-dimension affine layer initialised from the first batch (Glow)."""

    def __init__(self, dim):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.register_buffer("initialised", torch.tensor(False))

    def _data_init(self, x):
        mean = x.mean(dim=0)
        std = x.std(dim=0)
        self.loc.copy_(-mean)
        self.log_scale.copy_(-torch.log(std + 1e-6))
        self.initialised.fill_(True)

    def forward(self, x):
        if not self.initialised:
            self._data_init(x.detach())
        z = (x + self.loc) * torch.exp(self.log_scale)
        return z, self.log_scale.sum().expand(x.shape[0])

    def inverse(self, z):
        return z * torch.exp(-self.log_scale) - self.loc


class AffineCoupling(nn.Module):
    def __init__(self, dim, mask, width=64):
        super().__init__()
        self.register_buffer("mask", mask)
        self.net = nn.Sequential(nn.Linear(dim, width), nn.ReLU(), nn.Linear(width, width),
                                 nn.ReLU(), nn.Linear(width, 2 * dim))
        nn.init.zeros_(self.net[-1].weight)
        nn.init.zeros_(self.net[-1].bias)
        self.scale_clip = 3.0

    def _st(self, x_masked):
        s, t = self.net(x_masked).chunk(2, dim=-1)
        s = self.scale_clip * torch.tanh(s / self.scale_clip)
        return s * (1 - self.mask), t * (1 - self.mask)

    def forward(self, x):
        s, t = self._st(x * self.mask)
        z = x * self.mask + (1 - self.mask) * (x * torch.exp(s) + t)
        return z, s.sum(dim=-1)

    def inverse(self, z):
        s, t = self._st(z * self.mask)
        return z * self.mask + (1 - self.mask) * ((z - t) * torch.exp(-s))
