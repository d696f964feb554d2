import torch
import torch.nn as nn


def normalize_adj(adj):
    adj = adj + torch.eye(adj.size(0))
    d = adj.sum(1).pow(-0.5)
    return d[:, None] * adj * d[None, :]


class GCNEncoder(nn.Module):
    def __init__(self, in_dim, hidden, num_layers=2, dropout=0.1):
        super().__init__()
        dims = [in_dim] + [hidden] * num_layers
        self.layers = nn.ModuleList(nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, adj_norm):
        for i, lin in enumerate(self.layers):
            x = adj_norm @ lin(self.drop(x))
            if i < len(self.layers) - 1:
                x = torch.relu(x)
        return x


class HadamardDecoder(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, z, edges):
        return self.mlp(z[edges[0]] * z[edges[1]]).squeeze(-1)


class LinkPredictor(nn.Module):
    def __init__(self, encoder, decoder):
        super().__init__()
        self.encoder = encoder
        self.decoder = decoder

    def forward(self, x, adj_norm, edges):
        return self.decoder(self.encoder(x, adj_norm), edges)
