import torch.nn as nn


class CraneNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.features = nn.Sequential(nn.Linear(n_in, width), nn.ReLU())
        self.last_shared = nn.Linear(width, width)
        self.act = nn.ReLU()
        self.heads = nn.ModuleDict({name: nn.Linear(width, 1) for name in ("sway", "cycle", "fault")})

    def forward(self, x):
        z = self.act(self.last_shared(self.features(x)))
        return {name: head(z).squeeze(1) for name, head in self.heads.items()}
