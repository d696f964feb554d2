import torch.nn as nn


class FlickerNet(nn.Module):
    def __init__(self, length, channels, feat_dim, n_cls=4):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 9, stride=2, padding=4), nn.ReLU(),
            nn.Conv1d(channels, channels, 9, stride=2, padding=4), nn.ReLU(),
        )
        self.proj = nn.Linear(channels * (length // 4), feat_dim)
        self.cls = nn.Linear(feat_dim, n_cls)

    def forward(self, x):
        feat = self.proj(self.conv(x.unsqueeze(1)).flatten(1)).relu()
        return {"feat": feat, "logits": self.cls(feat)}
