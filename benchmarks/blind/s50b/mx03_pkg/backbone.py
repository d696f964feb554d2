import torch.nn as nn


class SlinkyNet(nn.Module):
    """Bias-free MLP, the way the upstream checkpoint was trained."""

    def __init__(self, n_in=6, width=32, n_out=2):
        super().__init__()
        self.inp = nn.Linear(n_in, width, bias=False)
        self.mid = nn.Linear(width, width, bias=False)
        self.out = nn.Linear(width, n_out, bias=False)
        self.act = nn.SiLU()

    def forward(self, x):
        return self.out(self.act(self.mid(self.act(self.inp(x)))))
