import torch.nn as nn


class MultiTaskNet(nn.Module):
    def __init__(self, in_features, trunk_width, n_classes):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_features, trunk_width), nn.ReLU(),
                                   nn.Linear(trunk_width, trunk_width), nn.ReLU())
        self.heads = nn.ModuleDict({
            "cls": nn.Linear(trunk_width, n_classes),
            "reg": nn.Linear(trunk_width, 1),
        })

    def forward(self, x):
        h = self.trunk(x)
        return {name: head(h) for name, head in self.heads.items()}, h
