import torch
from torch import nn


def init_fn(m):
    if isinstance(m, nn.Linear):
        nn.init.orthogonal_(m.weight)
        with torch.no_grad():
            m.bias.fill_(0.01)


class WaffleNet(nn.Module):
    def __init__(self, tasks, n_in=5, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh())
        self.heads = nn.ModuleDict({t: nn.Sequential(nn.Linear(width, 32), nn.Tanh(), nn.Linear(32, 1))
                                    for t in tasks})

    @property
    def shared_layer(self):
        return self.trunk[2].weight

    def forward(self, x):
        z = self.trunk(x)
        return {t: h(z) for t, h in self.heads.items()}
