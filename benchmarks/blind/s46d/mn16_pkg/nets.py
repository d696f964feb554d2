import torch.nn as nn


class SlinkyNet(nn.Module):
    def __init__(self, d_in, width, n_cls):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(d_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.fc = nn.Linear(width, n_cls)
        self.proj = nn.Identity()
        self.feat_dim = width

    def forward(self, x):
        h = self.trunk(x)
        return self.fc(h), self.proj(h)
