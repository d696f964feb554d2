from torch import nn


class Encoder(nn.Module):
    def __init__(self, in_dim=20, width=48):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(in_dim, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.out_features = width

    def forward(self, x):
        return self.body(x)


class Net(nn.Module):
    def __init__(self, n_classes, in_dim=20):
        super().__init__()
        self.encoder = Encoder(in_dim)
        self.head = nn.Linear(self.encoder.out_features, n_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
