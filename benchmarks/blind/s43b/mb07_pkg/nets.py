"""Regressor and a small tabular GAN over (features, target) rows."""
import torch
from torch import nn

ROW = 6


def regressor(args):
    return nn.Sequential(nn.Linear(5, args.reg_hidden), nn.ReLU(), nn.Linear(args.reg_hidden, args.reg_hidden),
                         nn.ReLU(), nn.Linear(args.reg_hidden, 1))


class RowGenerator(nn.Module):
    def __init__(self, z_dim, hidden):
        super().__init__()
        self.z_dim = z_dim
        self.body = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                  nn.Linear(hidden, ROW))

    def forward(self, z):
        return self.body(z)

    @torch.no_grad()
    def synthesize(self, n):
        rows = self(torch.randn(n, self.z_dim))
        return rows[:, :5], rows[:, 5:]


def row_critic(hidden):
    return nn.Sequential(nn.Linear(ROW, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                         nn.Linear(hidden, 1))
