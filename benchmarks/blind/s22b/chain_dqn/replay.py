import random

import torch


class Replay:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = []

    def add(self, *transition):
        if len(self.items) >= self.capacity:
            self.items.pop(0)
        self.items.append(transition)

    def sample(self, k):
        batch = random.sample(self.items, k)
        obs, act, rew, nxt, done = zip(*batch)
        return (torch.stack(obs), torch.tensor(act), torch.tensor(rew),
                torch.stack(nxt), torch.tensor(done, dtype=torch.float32))

    def __len__(self):
        return len(self.items)
