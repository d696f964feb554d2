import torch
import torch.nn as nn
from torch.distributions import Categorical


class Actor(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, n_actions))

    def dist(self, obs):
        return Categorical(logits=self.net(obs))

    def evaluate(self, obs, actions):
        d = self.dist(obs)
        return d.log_prob(actions), d.entropy()


class Critic(nn.Module):
    def __init__(self, obs_dim, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs):
        return self.net(obs).squeeze(-1)
