import torch


class Replay:
    def __init__(self, cap, obs_dim):
        self.cap, self.i, self.full = cap, 0, False
        self.s = torch.zeros(cap, obs_dim)
        self.a = torch.zeros(cap, dtype=torch.long)
        self.r = torch.zeros(cap)
        self.s2 = torch.zeros(cap, obs_dim)
        self.d = torch.zeros(cap)

    def __len__(self):
        return self.cap if self.full else self.i

    def add(self, s, a, r, s2, d):
        n = len(s)
        pos = (torch.arange(n) + self.i) % self.cap
        self.s[pos], self.a[pos], self.r[pos], self.s2[pos], self.d[pos] = s, a, r, s2, d
        self.full = self.full or self.i + n >= self.cap
        self.i = (self.i + n) % self.cap

    def sample(self, k):
        j = torch.randint(0, len(self), (k,))
        return self.s[j], self.a[j], self.r[j], self.s2[j], self.d[j]
