import torch.nn as nn


class Backbone(nn.Module):
    def __init__(self, in_dim, width):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, width), nn.LayerNorm(width), nn.SiLU(),
                                 nn.Linear(width, width), nn.SiLU())
        self.out_dim = width

    def forward(self, x):
        return self.net(x)


class Classifier(nn.Module):
    def __init__(self, in_dim, width, num_classes):
        super().__init__()
        self.backbone = Backbone(in_dim, width)
        self.head = nn.Linear(width, num_classes)

    def forward(self, x):
        return self.head(self.backbone(x))
