import torch


class Replay:
    def __init__(self, obs_dim, act_dim, size):
        self.obs = torch.zeros(size, obs_dim)
        self.act = torch.zeros(size, act_dim)
        self.rew = torch.zeros(size)
        self.nxt = torch.zeros(size, obs_dim)
        self.done = torch.zeros(size)
        self.ptr, self.full, self.size = 0, False, size

    def push(self, o, a, r, o2, d):
        i = self.ptr
        self.obs[i], self.act[i], self.rew[i], self.nxt[i], self.done[i] = o, a, r, o2, d
        self.ptr = (self.ptr + 1) % self.size
        self.full = self.full or self.ptr == 0

    def __len__(self):
        return self.size if self.full else self.ptr

    def sample(self, n):
        idx = torch.randint(0, len(self), (n,))
        return dict(obs=self.obs[idx], act=self.act[idx], rew=self.rew[idx],
                    next_obs=self.nxt[idx], done=self.done[idx])
