import torch.nn as nn


class SharedEncoder(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU())

    def forward(self, x):
        return self.net(x)


class MultiTaskNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = SharedEncoder(cfg.in_dim, cfg.hidden)
        self.heads = nn.ModuleDict({t.name: nn.Linear(cfg.hidden, t.out_dim) for t in cfg.tasks})

    def forward(self, x):
        feats = self.encoder(x)
        return {name: head(feats) for name, head in self.heads.items()}
