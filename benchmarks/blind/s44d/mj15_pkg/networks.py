import torch
from torch import nn


class Actor(nn.Module):
    def __init__(self, state_dim, action_dim, width=64):
        super().__init__()
        self.pi = nn.Sequential(nn.Linear(state_dim, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                nn.Linear(width, action_dim), nn.Tanh())

    def forward(self, state):
        return self.pi(state)


class Critic(nn.Module):
    def __init__(self, state_dim, action_dim, width=96):
        super().__init__()
        self.q = nn.Sequential(nn.Linear(state_dim + action_dim, width), nn.ReLU(),
                               nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, state, action):
        return self.q(torch.cat([state, action], 1)).squeeze(1)
