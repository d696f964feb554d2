import copy
import random

import torch
import torch.nn as nn


class QNet(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return self.net(obs)


class DQNAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.95, tau=0.05, seed=0):
        self.online = QNet(obs_dim, n_actions)
        self.target = copy.deepcopy(self.online)
        self.gamma = gamma
        self.tau = tau
        self.n_actions = n_actions
        self.rng = random.Random(seed)

    @torch.no_grad()
    def act(self, obs, epsilon):
        if self.rng.random() < epsilon:
            return self.rng.randrange(self.n_actions)
        return int(self.online(torch.tensor(obs).unsqueeze(0)).argmax(1))

    @torch.no_grad()
    def bootstrap(self, reward, next_obs, done):
        best = self.online(next_obs).argmax(1, keepdim=True)
        next_q = self.target(next_obs).gather(1, best).squeeze(1)
        return reward + self.gamma * (1.0 - done) * next_q

    def q_values(self, obs, action):
        return self.online(obs).gather(1, action.unsqueeze(1)).squeeze(1)

    @torch.no_grad()
    def soft_update(self):
        for tp, p in zip(self.target.parameters(), self.online.parameters()):
            tp.mul_(1.0 - self.tau).add_(p, alpha=self.tau)
