import torch
import torch.nn as nn


def knn(x, k):
    d = torch.cdist(x, x)
    return d.topk(k + 1, largest=False).indices[..., 1:]


class EdgeConv(nn.Module):
    def __init__(self, in_dim, out_dim, k=8):
        super().__init__()
        self.k = k
        self.mlp = nn.Sequential(nn.Linear(2 * in_dim, out_dim), nn.ReLU(), nn.Linear(out_dim, out_dim))

    def forward(self, feats, coords):
        idx = knn(coords, self.k)
        b = torch.arange(feats.shape[0]).view(-1, 1, 1)
        nbr = feats[b, idx]
        centre = feats.unsqueeze(2).expand_as(nbr)
        edge = self.mlp(torch.cat([centre, nbr - centre], dim=-1))
        return edge.max(dim=2).values


class ParticleNet(nn.Module):
    def __init__(self, in_dim=3, dims=(32, 48), k=8, n_classes=2):
        super().__init__()
        layers, d = [], in_dim
        for h in dims:
            layers.append(EdgeConv(d, h, k))
            d = h
        self.convs = nn.ModuleList(layers)
        self.head = nn.Sequential(nn.Linear(d, 32), nn.ReLU(), nn.Linear(32, n_classes))

    def forward(self, x):
        coords, h = x[..., :2], x
        for conv in self.convs:
            h = conv(h, coords)
            coords = h
        return self.head(h.mean(dim=1))
