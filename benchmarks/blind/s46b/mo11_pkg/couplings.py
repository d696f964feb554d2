import torch
import torch.nn as nn


class Reverse(nn.Module):
    def forward(self, x):
        return x.flip(1), torch.zeros(x.shape[0])


class AffineCoupling(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.half = dim // 2
        self.net = nn.Sequential(nn.Linear(self.half, hidden), nn.Tanh(),
                                 nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 2 * (dim - self.half)))

    def forward(self, x):
        xa, xb = x[:, : self.half], x[:, self.half:]
        log_s, t = self.net(xa).chunk(2, 1)
        log_s = 0.8 * torch.tanh(log_s)
        return torch.cat([xa, xb * log_s.exp() + t], 1), log_s.sum(1)
