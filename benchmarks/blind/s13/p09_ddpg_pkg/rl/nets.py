import torch
import torch.nn as nn


class PolicyNet(nn.Module):
    def __init__(self, state_dim, action_dim, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(state_dim, hidden), nn.ReLU(), nn.Linear(hidden, action_dim))

    def forward(self, s):
        return torch.tanh(self.body(s))


class QNet(nn.Module):
    def __init__(self, state_dim, action_dim, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(state_dim + action_dim, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 1))

    def forward(self, s, a):
        return self.body(torch.cat([s, a], dim=-1)).squeeze(-1)
