from torch import nn
from torch.distributions import Categorical

from grid import ACTIONS, Microgrid


def mlp(out_dim, hidden=64):
    return nn.Sequential(
        nn.Linear(Microgrid.obs_dim, hidden),
        nn.Tanh(),
        nn.Linear(hidden, hidden),
        nn.Tanh(),
        nn.Linear(hidden, out_dim),
    )


class Dispatcher(nn.Module):
    def __init__(self):
        super().__init__()
        self.logits = mlp(len(ACTIONS))

    def forward(self, obs):
        return Categorical(logits=self.logits(obs))


class CostToGo(nn.Module):
    def __init__(self):
        super().__init__()
        self.v = mlp(1)

    def forward(self, obs):
        return self.v(obs).squeeze(-1)
