from torch import nn

from .registry import ENCODERS


def mlp(d_in, d_hidden, d_out):
    return nn.Sequential(nn.Linear(d_in, d_hidden), nn.BatchNorm1d(d_hidden), nn.ReLU(), nn.Linear(d_hidden, d_out))


@ENCODERS.register("trail_conv")
class TrailEncoder(nn.Module):
    def __init__(self, *, length=32, channels=16, feat_dim=32, proj_dim=16):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(8), nn.Flatten(), nn.Linear(8 * channels, feat_dim),
        )
        self.projector = mlp(feat_dim, 64, proj_dim)
        self.feat_dim = feat_dim

    def forward(self, trail):
        return self.projector(self.backbone(trail.unsqueeze(1)))
