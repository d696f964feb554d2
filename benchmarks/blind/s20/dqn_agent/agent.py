import copy
import random
from collections import deque

import torch
import torch.nn.functional as F


class Replay:
    def __init__(self, capacity):
        self.items = deque(maxlen=capacity)

    def push(self, *transition):
        self.items.append(transition)

    def sample(self, n):
        s, a, r, s2, d = zip(*random.sample(self.items, n))
        return torch.stack(s), torch.tensor(a), torch.tensor(r), torch.stack(s2), torch.tensor(d, dtype=torch.float32)


class DQNAgent:
    def __init__(self, q_net, optimizer, gamma=0.9):
        self.q_net = q_net
        self.target_net = copy.deepcopy(q_net).requires_grad_(False)
        self.optimizer = optimizer
        self.gamma = gamma
        self.params = [p for g in optimizer.param_groups for p in g["params"]]

    def act(self, state, eps):
        if random.random() < eps:
            return random.randrange(2)
        with torch.no_grad():
            return int(self.q_net(state).argmax())

    @torch.no_grad()
    def td_target(self, reward, next_state, done):
        return reward + self.gamma * (1 - done) * self.target_net(next_state).max(1).values

    def sync(self):
        self.target_net.load_state_dict(self.q_net.state_dict())

    def __call__(self, batch):
        s, a, r, s2, d = batch
        for p in self.params:
            p.grad = None
        q = self.q_net(s).gather(1, a.unsqueeze(1)).squeeze(1)
        loss = F.smooth_l1_loss(q, self.td_target(r, s2, d))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.params, 10.0)
        self.optimizer.step()
        return loss.item()
