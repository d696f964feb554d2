import torch.nn as nn


class FlowEncoder(nn.Module):
    def __init__(self, length, hidden, feat_dim, n_cls):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(length, hidden), nn.LeakyReLU(0.1),
                                      nn.Linear(hidden, feat_dim), nn.LeakyReLU(0.1))
        self.classifier = nn.Linear(feat_dim, n_cls)

    def forward(self, x):
        f = self.backbone(x)
        return self.classifier(f), f


class FeatureCritic(nn.Module):
    """Tells teacher features (real) from student features (fake)."""

    def __init__(self, feat_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(feat_dim, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, f):
        return self.net(f).squeeze(1)
