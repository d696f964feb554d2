import torch
from torch import nn


class RecurrentActorCritic(nn.Module):
    def __init__(self, n_obs, n_actions, hidden=32):
        super().__init__()
        self.hidden = hidden
        self.encode = nn.Sequential(nn.Linear(n_obs, hidden), nn.ReLU())
        self.core = nn.GRUCell(hidden, hidden)
        self.actor = nn.Linear(hidden, n_actions)
        self.critic = nn.Linear(hidden, 1)

    def initial_state(self, batch):
        return torch.zeros(batch, self.hidden)

    def forward(self, obs, state):
        state = self.core(self.encode(obs), state)
        dist = torch.distributions.Categorical(logits=self.actor(state))
        return dist, self.critic(state).squeeze(-1), state
