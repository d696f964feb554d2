import torch
import torch.nn as nn


class ApiaryMemory(nn.Module):
    """One memory vector per node (hives first, then patches), refreshed by a GRU cell."""

    def __init__(self, n_nodes, mem_dim, msg_dim):
        super().__init__()
        self.cell = nn.GRUCell(msg_dim, mem_dim)
        self.register_buffer("state", torch.zeros(n_nodes, mem_dim))
        self.register_buffer("last_seen", torch.zeros(n_nodes))
        self.pending = None

    def reset(self):
        self.state = torch.zeros_like(self.state)
        self.last_seen = torch.zeros_like(self.last_seen)
        self.pending = None

    def stash(self, nodes, messages, times):
        self.pending = (nodes, messages, times)

    def flush(self):
        if self.pending is None:
            return
        nodes, messages, times = self.pending
        uniq, inv = torch.unique(nodes, return_inverse=True)
        summed = torch.zeros(len(uniq), messages.shape[1]).index_add_(0, inv, messages)
        counts = torch.zeros(len(uniq)).index_add_(0, inv, torch.ones(len(inv)))
        fresh = self.cell(summed / counts.unsqueeze(1), self.state[uniq])
        self.state = self.state.index_copy(0, uniq, fresh)
        self.last_seen = self.last_seen.scatter_reduce(0, nodes, times, reduce="amax")
        self.pending = None
