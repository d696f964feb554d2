from torch import nn


class StefanModel(nn.Module):
    """Thaw depth = E(site) * sqrt(TDD), with a learned positive edaphic factor."""

    def __init__(self, n_desc, width=32):
        super().__init__()
        self.edaphic = nn.Sequential(nn.Linear(n_desc, width), nn.Tanh(),
                                     nn.Linear(width, 1))

    def factor(self, desc):
        return nn.functional.softplus(self.edaphic(desc)).squeeze(-1) + 0.1

    def forward(self, desc, tdd):
        return self.factor(desc) * tdd.sqrt()
