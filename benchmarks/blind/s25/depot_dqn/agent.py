import copy

import torch
from torch import nn


class QNet(nn.Module):
    def __init__(self, obs_dim, n_choices, width):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(obs_dim, width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU(),
            nn.Linear(width, n_choices),
        )

    def forward(self, obs):
        return self.body(obs)


class Agent(nn.Module):
    """Online Q-network plus a lagged copy used for bootstrapped targets."""

    def __init__(self, obs_dim, n_choices, width=64, discount=0.9):
        super().__init__()
        self.online = QNet(obs_dim, n_choices, width)
        self.lagged = copy.deepcopy(self.online)
        self.discount = discount
        self.n_choices = n_choices

    @torch.no_grad()
    def act(self, obs, epsilon, generator):
        greedy = self.online(obs).argmax(dim=1)
        explore = torch.rand(obs.size(0), generator=generator) < epsilon
        random_pick = torch.randint(self.n_choices, (obs.size(0),), generator=generator)
        return torch.where(explore, random_pick, greedy)

    def bootstrap(self, reward, next_obs):
        best_next = self.lagged(next_obs).max(dim=1).values
        return reward + self.discount * best_next

    def sync(self):
        self.lagged.load_state_dict(self.online.state_dict())
