from torch import nn

from .furnace import N_BINS, STEPS


class CrucibleNet(nn.Module):
    def __init__(self, width=128):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(4, 32, 5, padding=2), nn.SiLU(),
                                  nn.Conv1d(32, 32, 5, padding=2), nn.SiLU())
        self.mlp = nn.Sequential(nn.Flatten(), nn.Linear(32 * STEPS, width), nn.SiLU(),
                                 nn.Linear(width, N_BINS))

    def forward(self, x):
        return self.mlp(self.conv(x))
