import torch


class Replay:
    def __init__(self, capacity, obs_dim, act_dim):
        self.data = {
            "obs": torch.zeros(capacity, obs_dim), "act": torch.zeros(capacity, act_dim),
            "rew": torch.zeros(capacity, 1), "next": torch.zeros(capacity, obs_dim),
        }
        self.capacity, self.n, self.i = capacity, 0, 0

    def store(self, **transition):
        for key, value in transition.items():
            self.data[key][self.i] = torch.as_tensor(value, dtype=torch.float32)
        self.i = (self.i + 1) % self.capacity
        self.n = min(self.n + 1, self.capacity)

    def sample(self, batch):
        idx = torch.randint(0, self.n, (batch,))
        return {k: v[idx] for k, v in self.data.items()}
