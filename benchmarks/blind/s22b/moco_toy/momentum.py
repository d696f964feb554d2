import torch


@torch.no_grad()
def ema_update(online, target, m):
    for po, pt in zip(online.parameters(), target.parameters()):
        pt.mul_(m).add_(po, alpha=1.0 - m)


class KeyQueue:
    def __init__(self, size, dim):
        self.keys = torch.nn.functional.normalize(torch.randn(size, dim), dim=1)
        self.ptr = 0

    @torch.no_grad()
    def push(self, k):
        n = k.shape[0]
        idx = (torch.arange(n) + self.ptr) % self.keys.shape[0]
        self.keys[idx] = k
        self.ptr = (self.ptr + n) % self.keys.shape[0]
