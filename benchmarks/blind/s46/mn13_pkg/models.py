import torch.nn as nn
import torch.nn.functional as F


class TensionNet(nn.Module):
    def __init__(self, width, feat_dim, n_classes=3):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, width, 7, padding=3), nn.ReLU(), nn.MaxPool1d(4),
                                  nn.Conv1d(width, width, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(4))
        self.fc = nn.Linear(4 * width, feat_dim)
        self.cls = nn.Linear(feat_dim, n_classes)

    def forward(self, x):
        feat = F.relu(self.fc(self.conv(x.unsqueeze(1)).flatten(1)))
        return self.cls(feat), feat


class Embed(nn.Module):
    """Linear embedding + l2 norm, one for the student and one for the teacher features."""

    def __init__(self, dim_in, dim_out=32):
        super().__init__()
        self.linear = nn.Linear(dim_in, dim_out)

    def forward(self, x):
        return F.normalize(self.linear(x), dim=1)
