import torch
import torch.nn as nn


class Readout(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, h, graph_index, n_graphs):
        pooled = torch.zeros(n_graphs, h.shape[1]).index_add(0, graph_index, h)
        return self.mlp(pooled).squeeze(-1)


class MessagePassingNet(nn.Module):
    def __init__(self, n_atom_types, hidden, rounds):
        super().__init__()
        self.atom_emb = nn.Embedding(n_atom_types, hidden)
        self.atom_proj = nn.Linear(hidden, hidden)
        self.msg = nn.ModuleList([nn.Linear(hidden, hidden) for _ in range(rounds)])
        self.upd = nn.ModuleList([nn.GRUCell(hidden, hidden) for _ in range(rounds)])
        self.readout = Readout(hidden)

    def atom_table(self):
        return torch.tanh(self.atom_proj(self.atom_emb.weight))

    def forward(self, atoms, edges, graph_index, n_graphs, table=None):
        table = self.atom_table() if table is None else table
        h = table[atoms]
        src, dst = edges
        for msg, upd in zip(self.msg, self.upd):
            m = torch.zeros_like(h).index_add(0, dst, msg(h)[src])
            h = upd(m, h)
        return self.readout(h, graph_index, n_graphs)
