import torch.nn as nn


class MFLTrunk(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(3, 16, 5, padding=2), nn.ReLU(),
            nn.Conv1d(16, 32, 5, stride=2, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8),
        )
        self.proj = nn.Linear(32 * 8, width)
        self.act = nn.ReLU()

    def forward(self, scans):
        return self.act(self.proj(self.conv(scans).flatten(1)))


class InspectionNet(nn.Module):
    def __init__(self, n_types=4, width=64):
        super().__init__()
        self.trunk = MFLTrunk(width)
        self.heads = nn.ModuleDict({
            "depth": nn.Linear(width, 1),
            "kind": nn.Linear(width, n_types),
            "extent": nn.Linear(width, 1),
        })

    @property
    def shared_layer(self):
        # GradNorm measures per-task gradient norms at the last shared layer
        return self.trunk.proj

    def forward(self, scans):
        z = self.trunk(scans)
        return {name: head(z) for name, head in self.heads.items()}
