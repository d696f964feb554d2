import torch
import torch.nn as nn
from torch.distributions import Categorical


class PumpActor(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, n_actions))

    def dist(self, obs):
        return Categorical(logits=self.net(obs))

    def evaluate(self, obs, actions):
        d = self.dist(obs)
        return d.log_prob(actions), d.entropy()


class FlowCritic(nn.Module):
    def __init__(self, obs_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs):
        return self.net(obs).squeeze(-1)
