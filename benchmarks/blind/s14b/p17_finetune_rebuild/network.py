import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self, in_dim, dim):
        super().__init__()
        self.blocks = nn.Sequential(nn.Linear(in_dim, dim), nn.LayerNorm(dim), nn.GELU(),
                                    nn.Linear(dim, dim), nn.LayerNorm(dim), nn.GELU())

    def forward(self, x):
        return self.blocks(x)


class Classifier(nn.Module):
    def __init__(self, in_dim, dim, num_classes):
        super().__init__()
        self.encoder = Encoder(in_dim, dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
