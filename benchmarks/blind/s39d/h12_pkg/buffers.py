import torch


class TensorBuffer:
    def __init__(self, capacity, width):
        self.store = torch.zeros(capacity, width)
        self.capacity, self.count = capacity, 0

    def extend(self, rows):
        for row in rows:
            self.store[self.count % self.capacity] = row
            self.count += 1

    def __len__(self):
        return min(self.count, self.capacity)

    def sample(self, n, obs_dim, act_dim):
        rows = self.store[torch.randint(0, len(self), (n,))]
        s, a = rows[:, :obs_dim], rows[:, obs_dim:obs_dim + act_dim]
        r, s2, d = rows[:, obs_dim + act_dim:obs_dim + act_dim + 1], rows[:, -obs_dim - 1:-1], rows[:, -1:]
        return s, a, r, s2, d


def pack(s, a, r, s2, d):
    return torch.cat([s, a, r, s2, d], dim=-1)
