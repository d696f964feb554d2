import torch
import torch.nn as nn


class JarMemory(nn.Module):
    def __init__(self, n_nodes, mem_dim, raw_dim):
        super().__init__()
        self.gru = nn.GRUCell(raw_dim, mem_dim)
        self.register_buffer("state", torch.zeros(n_nodes, mem_dim))
        self.pending = None

    def reset(self):
        self.state = torch.zeros_like(self.state)
        self.pending = None

    def stash(self, nodes, raw):
        """Raw messages are stored without history; they are turned into memory next batch."""
        self.pending = (nodes, raw.detach())

    def _aggregate(self):
        nodes, raw = self.pending
        uniq, inv = torch.unique(nodes, return_inverse=True)
        last = torch.full((len(uniq),), -1, dtype=torch.long)
        last.scatter_reduce_(0, inv, torch.arange(len(inv)), reduce="amax")
        return uniq, raw[last]

    def apply_pending(self):
        """Differentiable update (training): gradients reach the GRU through this batch's loss."""
        if self.pending is None:
            return
        uniq, raw = self._aggregate()
        self.state = self.state.index_copy(0, uniq, self.gru(raw, self.state[uniq]))
        self.pending = None

    @torch.no_grad()
    def apply_pending_inplace(self):
        """Evaluation replay: same update, written straight into the buffer."""
        if self.pending is None:
            return
        uniq, raw = self._aggregate()
        self.state.index_copy_(0, uniq, self.gru(raw, self.state[uniq]))
        self.pending = None

    def detach_state(self):
        self.state = self.state.detach()
