import torch
import torch.nn as nn


class StarterNet(nn.Module):
    def __init__(self, in_dim=5, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())
        self.heads = nn.ModuleDict({"rise": nn.Linear(hidden, 1), "peak_h": nn.Linear(hidden, 1),
                                    "sour": nn.Linear(hidden, 1)})

    def forward(self, x):
        z = self.trunk(x)
        return {k: head(z).squeeze(-1) for k, head in self.heads.items()}


class LogitTemperature(nn.Module):
    def __init__(self):
        super().__init__()
        self.log_t = nn.Parameter(torch.zeros(()))

    def forward(self, logits):
        return logits / self.log_t.exp()

