import torch.nn as nn


class RideModel(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ELU(), nn.Linear(width, width), nn.ELU())
        self.comfort = nn.Linear(width, 1)
        self.jerk = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return {"comfort": self.comfort(h).squeeze(1), "jerk": self.jerk(h).squeeze(1)}
