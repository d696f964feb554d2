import torch.nn as nn


class DenseBlock(nn.Module):
    def __init__(self, in_dim, out_dim, dropout):
        super().__init__()
        self.bn = nn.BatchNorm1d(in_dim)
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(in_dim, out_dim)
        self.act = nn.LeakyReLU()

    def forward(self, x):
        return self.act(self.fc(self.drop(self.bn(x))))


class MoANet(nn.Module):
    def __init__(self, n_features, n_targets, hidden_sizes, dropout):
        super().__init__()
        layers = []
        in_dim = n_features
        for h in hidden_sizes:
            layers.append(DenseBlock(in_dim, h, dropout))
            in_dim = h
        self.blocks = layers
        self.head_bn = nn.BatchNorm1d(in_dim)
        self.head = nn.Linear(in_dim, n_targets)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.head(self.head_bn(x))
