import torch.nn as nn
import torch.nn.functional as F


class ConvEncoder(nn.Module):
    def __init__(self, channels=3, width=32, dim=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(channels, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.GELU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.proj = nn.Linear(width, dim)

    def forward(self, x):
        return self.proj(self.conv(x).flatten(1))


class ProjectionHead(nn.Module):
    def __init__(self, dim=64, bottleneck=32, out_dim=128):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(dim, dim), nn.GELU(), nn.Linear(dim, bottleneck))
        self.last = nn.Linear(bottleneck, out_dim, bias=False)

    def forward(self, x):
        return self.last(F.normalize(self.mlp(x), dim=-1))


class Network(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.backbone = ConvEncoder(**kw)
        self.head = ProjectionHead(dim=kw.get("dim", 64))

    def forward(self, x):
        return self.head(self.backbone(x))
