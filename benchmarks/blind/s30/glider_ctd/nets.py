from torch import nn

from .profiles import LEVELS


class Translator(nn.Module):
    def __init__(self, width=96):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(2 * LEVELS, width),
            nn.SiLU(),
            nn.Linear(width, width),
            nn.SiLU(),
            nn.Linear(width, 2 * LEVELS),
        )

    def forward(self, cast):
        return cast + self.body(cast)


class Critic(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(2 * LEVELS, width),
            nn.LeakyReLU(0.2),
            nn.Linear(width, width),
            nn.LeakyReLU(0.2),
            nn.Linear(width, 1),
        )

    def forward(self, cast):
        return self.body(cast).squeeze(-1)
