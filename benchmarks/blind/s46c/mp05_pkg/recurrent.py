import torch
import torch.nn as nn
from torch.distributions import Categorical


class BeliefActorCritic(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=32):
        super().__init__()
        self.embed = nn.Linear(obs_dim, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.pi = nn.Linear(hidden, n_actions)
        self.v = nn.Linear(hidden, 1)
        self.hidden = hidden

    def initial_state(self):
        return torch.zeros(1, self.hidden)

    def forward(self, obs, h):
        h = self.cell(torch.relu(self.embed(obs.unsqueeze(0))), h)
        return Categorical(logits=self.pi(h)), self.v(h).squeeze(), h
