import torch
import torch.nn.functional as F


class KeyQueue:
    """FIFO dictionary of negative keys."""

    def __init__(self, dim, size):
        self.keys = F.normalize(torch.randn(size, dim), dim=1)
        self.ptr = 0

    @torch.no_grad()
    def push(self, k):
        n = k.size(0)
        end = self.ptr + n
        if end <= self.keys.size(0):
            self.keys[self.ptr:end] = k
        else:
            cut = self.keys.size(0) - self.ptr
            self.keys[self.ptr:] = k[:cut]
            self.keys[: n - cut] = k[cut:]
        self.ptr = end % self.keys.size(0)


@torch.no_grad()
def momentum_update(online, target, m):
    for p_o, p_t in zip(online.parameters(), target.parameters()):
        p_t.mul_(m).add_(p_o, alpha=1.0 - m)
    for b_o, b_t in zip(online.buffers(), target.buffers()):
        b_t.copy_(b_o)
