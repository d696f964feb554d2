from torch import nn

from .registry import MODELS


@MODELS.register("agave_mlp")
class AgaveNet(nn.Module):
    def __init__(self, in_dim=7, hidden=64, out_dim=1):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.head = nn.Linear(hidden, out_dim)

    @property
    def feat_dim(self):
        return self.head.in_features

    def forward(self, x):
        return self.head(self.backbone(x))
