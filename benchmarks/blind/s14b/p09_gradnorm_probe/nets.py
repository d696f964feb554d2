import torch.nn as nn


class Backbone(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())

    def forward(self, x):
        return self.layers(x)


class TwoHeadNet(nn.Module):
    def __init__(self, in_dim, hidden, task_dims):
        super().__init__()
        self.backbone = Backbone(in_dim, hidden)
        self.heads = nn.ModuleDict({k: nn.Linear(hidden, d) for k, d in task_dims.items()})


class LinearProbe(nn.Module):
    def __init__(self, hidden, n_out):
        super().__init__()
        self.fc = nn.Linear(hidden, n_out)

    def forward(self, feats):
        return self.fc(feats)
