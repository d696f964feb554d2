import torch.nn as nn


class MeltNet(nn.Module):
    def __init__(self, in_dim=5, hidden=64):
        super().__init__()
        self.hidden = hidden
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({"default": nn.Linear(hidden, 1)})

    def configure_outputs(self, names):
        """One regression head per target present in the data set."""
        self.heads = nn.ModuleDict({name: nn.Linear(self.hidden, 1) for name in names})

    def forward(self, x):
        z = self.encoder(x)
        return {name: head(z).squeeze(-1) for name, head in self.heads.items()}
