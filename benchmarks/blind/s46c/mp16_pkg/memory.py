import torch


class ThrowMemory:
    def __init__(self, capacity, obs_dim, act_dim):
        self.buf = torch.zeros(capacity, 2 * obs_dim + act_dim + 2)
        self.dims, self.capacity, self.n = (obs_dim, act_dim), capacity, 0

    def add(self, s, a, r, s2, d):
        self.buf[self.n % self.capacity] = torch.cat([s, a, s2, torch.tensor([r, d])])
        self.n += 1

    def sample(self, size):
        o, a = self.dims
        rows = self.buf[torch.randint(0, min(self.n, self.capacity), (size,))]
        return rows[:, :o], rows[:, o:o + a], rows[:, -2], rows[:, o + a:2 * o + a], rows[:, -1]
