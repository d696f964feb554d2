import torch
from torch import nn

from .echoes import ECHO_CLASSES

# which head answers which catalogue column; both speed estimates supervise one head
ROUTES = {
    "echo_class": "kind",
    "decay_log": "decay",
    "fresnel_speed": "speed",
    "doppler_speed": "speed",
}


class EchoNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv1d(3, width, 7, padding=3), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
            nn.Conv1d(width, width, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.heads = nn.ModuleDict({
            "kind": nn.Linear(width, len(ECHO_CLASSES)),
            "decay": nn.Linear(width, 1),
            "speed": nn.Linear(width, 1),
        })
        self.by_column = {column: self.heads[head] for column, head in ROUTES.items()}

    def forward(self, x, columns):
        z = self.encoder(x)
        return {column: self.by_column[column](z).squeeze(-1) for column in columns}
