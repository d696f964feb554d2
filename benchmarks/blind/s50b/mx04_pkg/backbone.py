import torch.nn as nn


class InkNet(nn.Module):
    def __init__(self, n_in=6, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(),
                                   nn.Linear(width, width), nn.ReLU())
        self.feather_head = nn.Linear(width, 1)
        self.bleed_head = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.feather_head(h).squeeze(-1), self.bleed_head(h).squeeze(-1)

    def prunable(self):
        return [m for m in self.trunk if isinstance(m, nn.Linear)]
