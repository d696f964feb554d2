import torch.nn as nn


def mlp(inp, hidden, out):
    return nn.Sequential(nn.Linear(inp, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                         nn.Linear(hidden, out))


class Actor(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden):
        super().__init__()
        self.pi = mlp(obs_dim, hidden, n_actions)

    def forward(self, obs):
        return self.pi(obs)


class Critic(nn.Module):
    def __init__(self, obs_dim, hidden):
        super().__init__()
        self.v = mlp(obs_dim, hidden, 1)

    def forward(self, obs):
        return self.v(obs).squeeze(-1)
