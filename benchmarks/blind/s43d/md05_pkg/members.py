import torch.nn as nn


class OriginMLP(nn.Module):
    def __init__(self, n_in, n_out, hidden=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, n_out))

    def forward(self, x):
        return self.net(x)


class Committee(nn.Module):
    """A deep ensemble: independently initialised members, one bootstrap stream each."""

    def __init__(self, n_in, n_out, size=5):
        super().__init__()
        built = []
        for _ in range(size):
            built.append(OriginMLP(n_in, n_out))
        self.members = nn.ModuleList(built)

    def forward(self, x):
        return [m(x) for m in self.members]
