import random

import torch


class ReplayBuffer:
    def __init__(self, capacity):
        self.capacity = capacity
        self.items = []
        self.pos = 0

    def __len__(self):
        return len(self.items)

    def push(self, obs, action, reward, next_obs, done):
        record = (obs, action, reward, next_obs, done)
        if len(self.items) < self.capacity:
            self.items.append(record)
        else:
            self.items[self.pos] = record
        self.pos = (self.pos + 1) % self.capacity

    def sample(self, batch_size):
        batch = random.sample(self.items, batch_size)
        obs, action, reward, next_obs, done = zip(*batch)
        return (
            torch.stack(obs),
            torch.tensor(action, dtype=torch.long),
            torch.tensor(reward, dtype=torch.float32),
            torch.stack(next_obs),
            torch.tensor(done, dtype=torch.float32),
        )
