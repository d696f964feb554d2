import torch
import torch.nn as nn
import torch.nn.functional as F


class SandGCN(nn.Module):
    def __init__(self, in_dim, hidden, n_layers, adjacency):
        super().__init__()
        self.dims = [in_dim] + [hidden] * n_layers
        self.layers = nn.ModuleList([nn.Linear(a, b) for a, b in zip(self.dims[:-1], self.dims[1:])])
        self.head = nn.Linear(hidden, 1)
        self.adjacency = adjacency
        self._eval_cache = {}

    def propagate(self, h):
        s, n, f = h.shape
        flat = h.permute(1, 0, 2).reshape(n, s * f)
        out = torch.sparse.mm(self.adjacency(), flat)
        return out.reshape(n, s, f).permute(1, 0, 2)

    def forward(self, x):
        h = x
        for layer in self.layers:
            h = F.relu(self.propagate(layer(h)))
        return self.head(h).squeeze(-1)

    def cached_logits(self, key, x):
        if self.training:
            self._eval_cache.clear()
            return self(x)
        if key not in self._eval_cache:
            with torch.no_grad():
                self._eval_cache[key] = self(x)
        return self._eval_cache[key]
