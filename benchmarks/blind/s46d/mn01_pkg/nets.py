import copy

import torch.nn as nn


class DripEncoder(nn.Module):
    def __init__(self, length, width=64, out_dim=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, kernel_size=5, padding=2),
            nn.GELU(),
            nn.Conv1d(16, 16, kernel_size=5, padding=2),
            nn.GELU(),
        )
        self.fc = nn.Sequential(nn.Linear(16 * length, width), nn.GELU(), nn.Linear(width, out_dim))

    def forward(self, x):
        h = self.conv(x.unsqueeze(1))
        return self.fc(h.flatten(1))


class MLPHead(nn.Module):
    def __init__(self, in_dim, hidden, out_dim):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Linear(hidden, out_dim)
        )

    def forward(self, x):
        return self.net(x)


def build_networks(length, feat_dim=32, proj_dim=16):
    online = nn.ModuleDict({
        "encoder": DripEncoder(length, out_dim=feat_dim),
        "projector": MLPHead(feat_dim, 64, proj_dim),
    })
    predictor = MLPHead(proj_dim, 64, proj_dim)
    target = copy.deepcopy(online)
    return online, predictor, target
