import torch

from .lawn import ACTION_DIM, STATE_DIM


class Replay:
    """Ring buffer over pre-allocated tensors; writes go through copy_()."""

    def __init__(self, capacity):
        self.s = torch.zeros(capacity, STATE_DIM)
        self.a = torch.zeros(capacity, ACTION_DIM)
        self.r = torch.zeros(capacity)
        self.capacity, self.ptr, self.full = capacity, 0, False

    def push(self, s, a, r):
        n = s.shape[0]
        idx = (torch.arange(n) + self.ptr) % self.capacity
        self.s[idx] = s
        self.a[idx] = a
        self.r[idx] = r
        self.ptr = (self.ptr + n) % self.capacity
        self.full = self.full or self.ptr < n

    def sample(self, batch, gen):
        hi = self.capacity if self.full else self.ptr
        idx = torch.randint(0, hi, (batch,), generator=gen)
        return self.s[idx], self.a[idx], self.r[idx]
