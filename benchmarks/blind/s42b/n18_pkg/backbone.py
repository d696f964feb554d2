import torch
from torch import nn

from .visits import N_ROOMS


class PathEncoder(nn.Module):
    def __init__(self, dim=8, hidden=48, n_meta=3):
        super().__init__()
        self.rooms = nn.Embedding(N_ROOMS, dim)
        self.position = nn.Parameter(torch.linspace(0.5, 1.0, 5))
        self.mlp = nn.Sequential(nn.Linear(2 * dim + n_meta, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())

    def load_room_vectors(self, vectors):
        self.rooms.weight = nn.Parameter(vectors.clone())

    def forward(self, history, meta):
        e = self.rooms(history)                                   # (B, L, dim)
        pooled = (e * self.position[None, :, None]).sum(1) / self.position.sum()
        return self.mlp(torch.cat([pooled, e[:, -1], meta], 1))


class VisitorModel(nn.Module):
    def __init__(self, encoder, head):
        super().__init__()
        self.encoder = encoder
        self.head = head

    def replace_head(self, head):
        self.head = head

    def forward(self, history, meta):
        h = self.encoder(history, meta)
        if isinstance(self.head, nn.ModuleDict):
            return {name: layer(h).squeeze(-1) for name, layer in self.head.items()}
        return self.head(h)
