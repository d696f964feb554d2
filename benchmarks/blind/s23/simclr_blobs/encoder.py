import torch.nn as nn


class ContrastiveNet(nn.Module):
    def __init__(self, in_dim=16, hidden=128, rep=32, proj=32):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, rep)
        )
        self.projector = nn.Sequential(nn.ReLU(), nn.Linear(rep, proj))

    def forward(self, x):
        return self.projector(self.backbone(x))

    def represent(self, x):
        return self.backbone(x)
