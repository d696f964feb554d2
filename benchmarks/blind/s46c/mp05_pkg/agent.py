import torch
import torch.nn as nn

from .recurrent import BeliefActorCritic


class OnlineActorCritic:
    """One-step TD actor-critic: one gradient update per environment step."""

    def __init__(self, obs_dim, n_actions, lr=2e-3, gamma=0.95, ent_coef=0.01, value_coef=0.5):
        self.net = BeliefActorCritic(obs_dim, n_actions)
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=lr)
        self.gamma, self.ent_coef, self.value_coef = gamma, ent_coef, value_coef

    def step_policy(self, obs, h):
        dist, value, h = self.net(obs, h)
        action = dist.sample()
        return action, dist.log_prob(action).squeeze(), dist.entropy().squeeze(), value, h

    @torch.no_grad()
    def peek_value(self, obs, h):
        return self.net(obs, h)[1]

    def learn(self, logp, entropy, value, reward, next_value, done):
        target = reward + self.gamma * next_value * (0.0 if done else 1.0)
        td_error = target - value
        loss = -logp * td_error.detach() + self.value_coef * td_error.pow(2) - self.ent_coef * entropy
        self.optimizer.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(self.net.parameters(), 1.0)
        self.optimizer.step()
        return td_error.item()
