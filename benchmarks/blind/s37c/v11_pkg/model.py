import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.LayerNorm(hidden), nn.GELU(),
                                 nn.Linear(hidden, hidden), nn.GELU())

    def forward(self, x):
        return self.net(x)


class Classifier(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = Encoder(cfg.in_dim, cfg.hidden)
        self.head = nn.Linear(cfg.hidden, cfg.source_classes)

    def forward(self, x):
        return self.head(self.encoder(x))

    def reset_head(self, num_classes):
        self.head = nn.Linear(self.head.in_features, num_classes)
        return self
