import copy
import random

import torch
import torch.nn.functional as F

from .networks import build_network


class DQNAgent:
    def __init__(self, cfg):
        self.cfg = cfg
        self.online = build_network(cfg.network, obs_dim=cfg.obs_dim,
                                    n_actions=cfg.n_actions, hidden=cfg.hidden)
        self.target = copy.deepcopy(self.online)
        self.optimizer = getattr(torch.optim, cfg.optim)(self.online.parameters(), lr=cfg.lr)
        self.updates = 0

    def act(self, obs, eps):
        if random.random() < eps:
            return random.randrange(self.cfg.n_actions)
        with torch.no_grad():
            return int(self.online(obs.unsqueeze(0)).argmax(dim=1))

    def bootstrap(self, reward, next_obs, done):
        next_q = self.target(next_obs).max(dim=1).values
        return reward + self.cfg.gamma * (1.0 - done) * next_q

    def learn(self, batch):
        obs, action, reward, next_obs, done = batch
        q = self.online(obs).gather(1, action.unsqueeze(1)).squeeze(1)
        target = self.bootstrap(reward, next_obs, done)
        loss = F.smooth_l1_loss(q, target)
        self.optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.online.parameters(), 10.0)
        self.optimizer.step()
        self.updates += 1
        if self.updates % self.cfg.sync_every == 0:
            self.target.load_state_dict(self.online.state_dict())
        return loss.item()
