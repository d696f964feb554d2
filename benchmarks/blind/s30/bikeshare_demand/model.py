import torch
from torch import nn

from bikeshare_demand.layers import RelationalConv
from bikeshare_demand.stations import FEATURES, RELATIONS


class DemandGNN(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.conv1 = RelationalConv(FEATURES, hidden, RELATIONS)
        self.conv2 = RelationalConv(hidden, hidden, RELATIONS)
        self.readout = nn.Linear(hidden + FEATURES, 1)

    def forward(self, x, adjacency):
        h = self.conv2(self.conv1(x, adjacency), adjacency)
        return self.readout(torch.cat([h, x], dim=-1)).squeeze(-1)
