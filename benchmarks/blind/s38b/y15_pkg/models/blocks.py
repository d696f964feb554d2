import torch
import torch.nn as nn


class ActNorm1d(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(dim))
        self.logs = nn.Parameter(torch.zeros(dim))
        self.initialized = False

    @torch.no_grad()
    def data_init(self, x):
        self.bias.copy_(-x.mean(0))
        self.logs.copy_(-torch.log(x.std(0) + 1e-6))
        self.initialized = True

    def forward(self, x):
        if not self.initialized and self.training:
            self.data_init(x)
        return (x + self.bias) * self.logs.exp(), self.logs.sum().expand(len(x))


class InvertibleLinear(nn.Module):
    def __init__(self, dim):
        super().__init__()
        q, _ = torch.linalg.qr(torch.randn(dim, dim))
        self.weight = nn.Parameter(q)

    def forward(self, x):
        return x @ self.weight.t(), torch.slogdet(self.weight)[1].expand(len(x))


class SplineFreeCoupling(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.half = dim // 2
        self.net = nn.Sequential(nn.Linear(self.half, hidden), nn.ReLU(), nn.Linear(hidden, 2 * (dim - self.half)))

    def forward(self, x):
        a, b = x[:, :self.half], x[:, self.half:]
        s, t = self.net(a).chunk(2, -1)
        s = torch.tanh(s)
        return torch.cat([a, b * s.exp() + t], -1), s.sum(-1)
