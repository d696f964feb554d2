import torch


class TensorBuffer:
    def __init__(self, capacity, obs_dim, act_dim):
        self.obs = torch.empty(capacity, obs_dim)
        self.act = torch.empty(capacity, act_dim)
        self.rew = torch.empty(capacity)
        self.nxt = torch.empty(capacity, obs_dim)
        self.done = torch.empty(capacity)
        self.capacity, self.size, self.head = capacity, 0, 0

    def append(self, obs, act, rew, nxt, done):
        j = self.head
        self.obs[j], self.act[j], self.rew[j], self.nxt[j], self.done[j] = obs, act, rew, nxt, done
        self.head = (j + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, n):
        idx = torch.randint(0, self.size, (n,))
        return self.obs[idx], self.act[idx], self.rew[idx], self.nxt[idx], self.done[idx]
