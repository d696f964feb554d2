import torch
import torch.nn as nn


class TraceEncoder(nn.Module):
    def __init__(self, crop, dim=32, hidden=96):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Linear(crop, hidden), nn.BatchNorm1d(hidden), nn.ReLU(inplace=True),
            nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(inplace=True),
        )
        self.projector = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(inplace=True), nn.Linear(hidden, dim))

    def features(self, x):
        return self.backbone(x)

    def forward(self, x):
        return self.projector(self.backbone(x))


class PrototypeBank(nn.Module):
    """Learnable cluster prototypes used only as an auxiliary swapped-assignment head."""

    def __init__(self, n_protos, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_protos, dim))
        nn.init.normal_(self.weight, std=dim ** -0.5)

    def forward(self, z):
        return z @ nn.functional.normalize(self.weight, dim=1).T
