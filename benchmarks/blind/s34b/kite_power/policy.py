import torch
from torch import nn

from kite_power.bounds import action_bounds, to_range_


class ReelPolicy(nn.Module):
    def __init__(self, obs_dim=4, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(obs_dim, hidden), nn.ELU(),
            nn.Linear(hidden, hidden), nn.ELU(),
            nn.Linear(hidden, 2),
        )
        low, high = action_bounds()
        self.register_buffer("low", low)
        self.register_buffer("high", high)

    def forward(self, obs):
        a = torch.tanh(self.net(obs))
        return to_range_(a, self.low, self.high)
