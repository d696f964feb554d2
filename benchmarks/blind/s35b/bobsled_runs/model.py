import torch
from torch import nn


class FinishTime(nn.Module):
    def __init__(self, n_features, n_tracks, width=32):
        super().__init__()
        self.track_base = nn.Embedding(n_tracks, 1)
        self.track_code = nn.Embedding(n_tracks, 4)
        self.net = nn.Sequential(
            nn.Linear(n_features + 4, width), nn.ELU(), nn.Linear(width, 1)
        )
        nn.init.constant_(self.track_base.weight, 55.0)

    def forward(self, x, track):
        z = torch.cat([x, self.track_code(track)], dim=1)
        return self.track_base(track).squeeze(-1) + self.net(z).squeeze(-1)
