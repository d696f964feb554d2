from torch import nn


class Backbone(nn.Module):
    def __init__(self, n_features, width=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_features, width), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Linear(width, width), nn.ReLU(),
        )
        self.out_dim = width

    def forward(self, x):
        return self.net(x)


class TabularModel(nn.Module):
    def __init__(self, backbone, n_out):
        super().__init__()
        self.backbone = backbone
        self.head = nn.Linear(backbone.out_dim, n_out)

    def forward(self, x):
        return self.head(self.backbone(x))
