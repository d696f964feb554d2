import copy

import torch
from torch import nn


class QAgent:
    def __init__(self, n_obs, n_actions, criterion, lr, gamma):
        self.q = nn.Sequential(nn.Linear(n_obs, 32), nn.ReLU(), nn.Linear(32, n_actions))
        self.target = copy.deepcopy(self.q)
        self.opt = torch.optim.Adam(self.q.parameters(), lr=lr)
        self.criterion = criterion
        self.gamma = gamma
        self.n_actions = n_actions

    def act(self, obs, eps):
        if torch.rand(1).item() < eps:
            return int(torch.randint(0, self.n_actions, (1,)).item())
        with torch.no_grad():
            return int(self.q(obs).argmax().item())

    def learn(self, batch):
        obs, act, rew, nxt, done = batch
        q_sa = self.q(obs).gather(1, act[:, None]).squeeze(1)
        with torch.no_grad():
            target = rew + self.gamma * (1 - done) * self.target(nxt).max(dim=1).values
        loss = self.criterion(q_sa, target)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        return loss

    def sync(self):
        self.target.load_state_dict(self.q.state_dict())
