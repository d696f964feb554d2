import torch
import torch.nn as nn


class ActNorm(nn.Module):
    """Per-dimension affine layer initialised from the first batch (Glow)."""

    def __init__(self, dim):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.register_buffer("initialized", torch.tensor(False))

    def data_init(self, x):
        mean = x.mean(0)
        std = x.std(0) + 1e-6
        self.loc.copy_(-mean)
        self.log_scale.copy_(-torch.log(std))
        self.initialized.fill_(True)

    def forward(self, x):
        z = (x + self.loc) * torch.exp(self.log_scale)
        logdet = self.log_scale.sum().expand(x.shape[0])
        return z, logdet


class AffineCoupling(nn.Module):
    def __init__(self, dim, hidden, parity):
        super().__init__()
        mask = torch.zeros(dim)
        mask[parity::2] = 1
        self.register_buffer("mask", mask)
        self.net = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, 2 * dim))

    def forward(self, x):
        xa = x * self.mask
        s, t = self.net(xa).chunk(2, dim=-1)
        s = torch.tanh(s) * (1 - self.mask)
        t = t * (1 - self.mask)
        z = xa + (1 - self.mask) * (x * torch.exp(s) + t)
        return z, s.sum(-1)
