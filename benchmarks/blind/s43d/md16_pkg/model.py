import torch
import torch.nn as nn

from .bayes import VariationalLinear


class NestOccupancyNet(nn.Module):
    def __init__(self, n_in, hidden=24):
        super().__init__()
        self.l1 = VariationalLinear(n_in, hidden)
        self.l2 = VariationalLinear(hidden, 1)

    def forward(self, x):
        return self.l2(torch.relu(self.l1(x))).squeeze(-1)

    def variational_layers(self):
        return [m for m in self.modules() if isinstance(m, VariationalLinear)]

    def kl(self):
        return sum(layer.kl() for layer in self.variational_layers())

    def reset_uncertainty(self):
        for layer in self.variational_layers():
            layer.widen()
