import torch
import torch.nn as nn


def mlp(i, h, o):
    return nn.Sequential(nn.Linear(i, h), nn.ReLU(), nn.Linear(h, h), nn.ReLU(), nn.Linear(h, o))


class InteractionNetwork(nn.Module):
    """Predicts per-node acceleration from the last two positions (GNS style)."""

    def __init__(self, hidden=64, rounds=2):
        super().__init__()
        self.node_enc = mlp(2, hidden, hidden)
        self.edge_enc = mlp(3, hidden, hidden)
        self.edge_fns = nn.ModuleList(mlp(3 * hidden, hidden, hidden) for _ in range(rounds))
        self.node_fns = nn.ModuleList(mlp(2 * hidden, hidden, hidden) for _ in range(rounds))
        self.decoder = mlp(hidden, hidden, 2)

    def forward(self, prev, cur, edges):
        vel = cur - prev
        rel = cur[:, edges[1]] - cur[:, edges[0]]
        h = self.node_enc(vel)
        e = self.edge_enc(torch.cat([rel, rel.norm(dim=-1, keepdim=True)], dim=-1))
        for edge_fn, node_fn in zip(self.edge_fns, self.node_fns):
            e = e + edge_fn(torch.cat([e, h[:, edges[0]], h[:, edges[1]]], dim=-1))
            agg = torch.zeros_like(h).index_add(1, edges[0], e)
            h = h + node_fn(torch.cat([h, agg], dim=-1))
        return self.decoder(h)
