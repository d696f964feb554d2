import torch.nn as nn


class BeamSurrogate(nn.Module):
    def __init__(self, n_in=6, width=64, n_out=2):
        super().__init__()
        self.inp = nn.Linear(n_in, width)
        self.hidden = nn.Sequential(nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.out = nn.Linear(width, n_out)

    def forward(self, x):
        return self.out(self.hidden(self.inp(x)))
