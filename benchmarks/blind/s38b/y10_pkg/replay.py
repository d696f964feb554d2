import torch


class Replay:
    def __init__(self, capacity, obs_dim, act_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.act = torch.zeros(capacity, act_dim)
        self.rew = torch.zeros(capacity)
        self.nxt = torch.zeros(capacity, obs_dim)
        self.done = torch.zeros(capacity)
        self.cap, self.ptr, self.size = capacity, 0, 0

    def add_batch(self, o, a, r, n, d):
        for i in range(len(o)):
            j = self.ptr
            self.obs[j], self.act[j], self.rew[j], self.nxt[j], self.done[j] = o[i], a[i], r[i], n[i], d[i]
            self.ptr = (self.ptr + 1) % self.cap
            self.size = min(self.size + 1, self.cap)

    def sample(self, bs):
        idx = torch.randint(0, self.size, (bs,))
        return self.obs[idx], self.act[idx], self.rew[idx], self.nxt[idx], self.done[idx]
