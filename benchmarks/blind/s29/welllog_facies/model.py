from torch import nn

from .logs import CURVES, FACIES, WINDOW


class LogInterpreter(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Flatten(), nn.Linear(len(CURVES) * WINDOW, width), nn.SiLU(),
            nn.Linear(width, width), nn.SiLU(),
        )
        self.facies_head = nn.Linear(width, len(FACIES))
        self.porosity_head = nn.Sequential(nn.Linear(width, 1), nn.Sigmoid())
