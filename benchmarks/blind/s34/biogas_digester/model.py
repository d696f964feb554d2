from torch import nn


class DigesterNet(nn.Module):
    def __init__(self, n_in, n_out, mean, std, hidden=96):
        super().__init__()
        self.register_buffer("mean", mean)
        self.register_buffer("std", std)
        self.trunk = nn.Sequential(nn.Linear(n_in, hidden), nn.ELU(),
                                   nn.Linear(hidden, hidden), nn.ELU())
        self.heads = nn.Linear(hidden, n_out)

    def forward(self, x):
        return self.heads(self.trunk((x - self.mean) / self.std))
