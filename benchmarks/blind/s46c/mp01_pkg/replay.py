from collections import namedtuple

import torch

Batch = namedtuple("Batch", "obs act rew next_obs done")


class TensorReplay:
    def __init__(self, capacity, obs_dim, act_dim):
        shapes = ((obs_dim,), (act_dim,), (), (obs_dim,), ())
        self.store = Batch(*(torch.zeros(capacity, *s) for s in shapes))
        self.capacity, self.ptr, self.size = capacity, 0, 0

    def add(self, obs, act, rew, next_obs, done):
        for column, value in zip(self.store, (obs, act, rew, next_obs, float(done))):
            column[self.ptr] = value
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        idx = torch.randint(0, self.size, (batch_size,))
        return Batch(*(column[idx] for column in self.store))

    def __len__(self):
        return self.size
