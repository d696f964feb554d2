import torch
import torch.nn.functional as F


class KeyQueue:
    def __init__(self, dim, size):
        self.keys = F.normalize(torch.randn(size, dim), dim=1)
        self.ptr = 0

    def push(self, keys):
        n = keys.size(0)
        idx = (self.ptr + torch.arange(n)) % self.keys.size(0)
        self.keys[idx] = keys
        self.ptr = int((self.ptr + n) % self.keys.size(0))


def info_nce(queries, keys, queue, temperature):
    positive = (queries * keys).sum(dim=1, keepdim=True)
    negative = queries @ queue.keys.T
    logits = torch.cat([positive, negative], dim=1) / temperature
    return F.cross_entropy(logits, torch.zeros(queries.size(0), dtype=torch.long))
