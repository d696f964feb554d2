import torch


class Replay:
    def __init__(self, capacity, obs_dim, act_dim):
        self.fields = {"s": torch.zeros(capacity, obs_dim), "a": torch.zeros(capacity, act_dim),
                       "r": torch.zeros(capacity), "s2": torch.zeros(capacity, obs_dim), "d": torch.zeros(capacity)}
        self.capacity, self.count = capacity, 0

    def add(self, s, a, r, s2, d):
        i = self.count % self.capacity
        for k, v in zip(("s", "a", "r", "s2", "d"), (s, a, r, s2, d)):
            self.fields[k][i] = v
        self.count += 1

    def batch(self, n):
        idx = torch.randint(0, min(self.count, self.capacity), (n,))
        return {k: v[idx] for k, v in self.fields.items()}
