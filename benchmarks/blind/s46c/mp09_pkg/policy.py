import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Normal


class CounterweightPolicy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64, max_shift=1.0):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(obs_dim, hidden), nn.Linear(hidden, hidden)
        self.mu = nn.Linear(hidden, act_dim)
        self.log_std = nn.Parameter(torch.full((act_dim,), -0.7))
        self.value = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(inplace=True), nn.Linear(hidden, 1))
        self.max_shift = max_shift

    def distribution(self, states):
        h = F.relu(self.fc1(states), inplace=True)
        h = F.relu(self.fc2(h), inplace=True)
        mean = torch.tanh(self.mu(h)) * self.max_shift
        return Normal(mean, self.log_std.exp().expand_as(mean))

    def act(self, state):
        dist = self.distribution(state.unsqueeze(0))
        action = dist.sample()
        return action[0], dist.log_prob(action).sum(-1)[0], self.value(state.unsqueeze(0))[0, 0]

    def evaluate(self, states, actions):
        dist = self.distribution(states)
        return dist.log_prob(actions).sum(-1), self.value(states).squeeze(-1), dist.entropy().sum(-1)
