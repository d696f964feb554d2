import torch


class PrioritizedReplay:
    def __init__(self, capacity, obs_dim, alpha=0.6, seed=0):
        self.obs = torch.zeros(capacity, obs_dim)
        self.act = torch.zeros(capacity, dtype=torch.long)
        self.rew = torch.zeros(capacity)
        self.obs2 = torch.zeros(capacity, obs_dim)
        self.done = torch.zeros(capacity)
        self.prio = torch.zeros(capacity)
        self.capacity, self.alpha, self.size, self.ptr = capacity, alpha, 0, 0
        self.gen = torch.Generator().manual_seed(seed)

    def add(self, o, a, r, o2, d):
        i = self.ptr
        self.obs[i], self.obs2[i] = torch.as_tensor(o), torch.as_tensor(o2)
        self.act[i], self.rew[i], self.done[i] = int(a), float(r), float(d)
        self.prio[i] = self.prio[:self.size].max() if self.size else 1.0
        self.ptr, self.size = (i + 1) % self.capacity, min(self.size + 1, self.capacity)

    def sample(self, n, beta):
        p = self.prio[:self.size] ** self.alpha
        idx = torch.multinomial(p / p.sum(), n, replacement=True, generator=self.gen)
        w = (self.size * p[idx] / p.sum()) ** (-beta)
        return idx, {"obs": self.obs[idx], "act": self.act[idx], "rew": self.rew[idx],
                     "obs2": self.obs2[idx], "done": self.done[idx], "is_w": w / w.max()}

    def update_priorities(self, idx, td_abs):
        self.prio[idx] = td_abs + 1e-3
