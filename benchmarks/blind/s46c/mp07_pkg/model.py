import torch
import torch.nn as nn
from torch.distributions import Normal


class GaussianActorCritic(nn.Module):
    def __init__(self, obs_dim, act_dim, action_scale=2.0, hidden=64):
        super().__init__()
        self.actor_body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.mu_head = nn.Linear(hidden, act_dim)
        self.log_std = nn.Parameter(torch.full((act_dim,), -0.5))
        self.critic = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, 1))
        self.action_scale = action_scale

    def _dist(self, states):
        mu = torch.tanh(self.mu_head(self.actor_body(states)))
        mu *= self.action_scale
        return Normal(mu, self.log_std.exp())

    def act(self, state):
        dist = self._dist(state.unsqueeze(0))
        action = dist.sample()
        return action[0], dist.log_prob(action).sum(-1)[0], self.critic(state.unsqueeze(0))[0, 0]

    def evaluate(self, states, actions):
        dist = self._dist(states)
        return dist.log_prob(actions).sum(-1), self.critic(states).squeeze(-1), dist.entropy().sum(-1)
