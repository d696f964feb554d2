import random

import torch
import torch.nn.functional as F

from .qnet import SignalQNet


class SignalAgent:
    def __init__(self, obs_dim, n_actions, cfg):
        self.cfg, self.n_actions = cfg, n_actions
        self.online = SignalQNet(obs_dim, n_actions)
        self.target = SignalQNet(obs_dim, n_actions).requires_grad_(False)
        self.sync()
        self.optimizer = torch.optim.RMSprop(self.online.parameters(), lr=cfg["lr"])
        self.memory, self.updates = [], 0

    def sync(self):
        self.target.load_state_dict(self.online.state_dict())

    @torch.no_grad()
    def choose(self, obs, eps):
        if random.random() < eps:
            return random.randrange(self.n_actions)
        return int(self.online(obs).argmax())

    def remember(self, *transition):
        self.memory.append(transition)
        del self.memory[:-self.cfg["memory"]]

    def replay(self):
        batch = random.sample(self.memory, self.cfg["batch"])
        s, a, r, s2, done = (torch.stack(x) if torch.is_tensor(x[0]) else torch.tensor(x) for x in zip(*batch))
        with torch.no_grad():
            best = self.online(s2).argmax(1, keepdim=True)                    # double DQN
            y = r.float() + self.cfg["gamma"] * (1 - done.float()) * self.target(s2).gather(1, best).squeeze(1)
        q = self.online(s).gather(1, a.view(-1, 1)).squeeze(1)
        td = F.smooth_l1_loss(q, y)
        self.optimizer.zero_grad()
        td.backward()
        self.optimizer.step()
        self.updates += 1
        if self.updates % self.cfg["sync_every"] == 0:
            self.sync()
        return td.item()
