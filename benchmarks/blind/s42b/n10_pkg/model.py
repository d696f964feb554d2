import torch
from torch import nn

from .bookings import N_GENRES
from .heads import make_head


TASKS = {"no_show": "binary", "upgrade": "binary", "spend": "regression"}


class BoxOfficeNet(nn.Module):
    def __init__(self, n_features, tasks=TASKS, hidden=32):
        super().__init__()
        self.genre = nn.Embedding(N_GENRES, 4)
        self.trunk = nn.Sequential(
            nn.Linear(n_features + 4, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = {name: make_head(kind, hidden) for name, kind in tasks.items()}

    def forward(self, x, genre):
        h = self.trunk(torch.cat([x, self.genre(genre)], 1))
        return {name: head(h) for name, head in self.heads.items()}

    def losses(self, outputs, targets):
        return {name: self.heads[name].loss(outputs[name], targets[name]) for name in outputs}
