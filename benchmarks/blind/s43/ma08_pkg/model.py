import torch.nn as nn


class CoverGrader(nn.Module):
    def __init__(self, n_features, hidden=48):
        super().__init__()
        self.hidden = hidden
        self.trunk = nn.Sequential(nn.Linear(n_features, hidden), nn.SiLU(),
                                   nn.Linear(hidden, hidden), nn.SiLU())
        self.heads = nn.ModuleDict()

    def add_head(self, district, n_grades):
        self.heads[district] = nn.Linear(self.hidden, n_grades)
        return self.heads[district]

    def forward(self, x, district):
        return self.heads[district](self.trunk(x))
