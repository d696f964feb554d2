import torch


class TransitionMemory:
    def __init__(self, capacity, obs_dim, act_dim):
        self.data = {"obs": torch.zeros(capacity, obs_dim), "act": torch.zeros(capacity, act_dim),
                     "rew": torch.zeros(capacity), "nxt": torch.zeros(capacity, obs_dim),
                     "done": torch.zeros(capacity)}
        self.capacity, self.cursor, self.filled = capacity, 0, 0

    def store(self, **tr):
        for k, v in tr.items():
            self.data[k][self.cursor] = torch.as_tensor(v, dtype=torch.float32)
        self.cursor = (self.cursor + 1) % self.capacity
        self.filled = min(self.filled + 1, self.capacity)

    def draw(self, n):
        idx = torch.randint(0, self.filled, (n,))
        return {k: v[idx] for k, v in self.data.items()}
