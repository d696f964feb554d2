import torch
import torch.nn as nn


class ActNorm(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(1, dim))
        self.log_scale = nn.Parameter(torch.zeros(1, dim))
        self.register_buffer("ready", torch.tensor(0))

    def forward(self, x):
        if not self.ready.item():
            with torch.no_grad():
                self.loc.copy_(-x.mean(0, keepdim=True))
                self.log_scale.copy_(-torch.log(x.std(0, keepdim=True) + 1e-6))
                self.ready.fill_(1)
        y = (x + self.loc) * torch.exp(self.log_scale)
        return y, self.log_scale.sum().expand(x.shape[0])


class AffineCoupling(nn.Module):
    def __init__(self, dim, hidden, parity):
        super().__init__()
        self.parity = parity
        half = dim // 2
        self.net = nn.Sequential(nn.Linear(half, hidden), nn.SiLU(), nn.Linear(hidden, 2 * half))
        self.scale = nn.Parameter(torch.ones(1, half))
        nn.init.zeros_(self.net[-1].weight)
        nn.init.zeros_(self.net[-1].bias)

    def forward(self, x):
        x0, x1 = x.chunk(2, dim=1)
        if self.parity:
            x0, x1 = x1, x0
        raw_s, t = self.net(x0).chunk(2, dim=1)
        s = torch.tanh(raw_s)
        s *= self.scale
        y1 = x1 * torch.exp(s) + t
        y = torch.cat([y1, x0], 1) if self.parity else torch.cat([x0, y1], 1)
        return y, s.sum(1)
