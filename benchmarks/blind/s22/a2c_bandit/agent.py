import torch
from torch import nn
from torch.distributions import Categorical


class Agent(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Dropout(0.1),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.pi = nn.Linear(hidden, n_actions)
        self.v = nn.Linear(hidden, 1)

    def _heads(self, obs):
        h = self.body(obs)
        return Categorical(logits=self.pi(h)), self.v(h).squeeze(-1)

    @torch.no_grad()
    def act(self, obs):
        dist, _ = self._heads(obs)
        return dist.sample()

    def evaluate_actions(self, obs, actions):
        dist, value = self._heads(obs)
        return dist.log_prob(actions), dist.entropy(), value
